import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminKeys, afterOrderAction } from './api';

type Detail = Parameters<typeof afterOrderAction>[2];

describe('an admin order action', () => {
  it('reads the order’s tax documents again, so a document it issued is listed without a reload', () => {
    const client = new QueryClient();
    const documentsKey = [...adminKeys.order(7), 'tax-documents'];
    client.setQueryData(documentsKey, { documents: [] });
    client.setQueryData([...adminKeys.order(8), 'tax-documents'], { documents: [] });
    const detail = { order: { id: 7 } } as unknown as Detail;

    afterOrderAction(client, 7, detail);

    expect(client.getQueryState(documentsKey)?.isInvalidated).toBe(true);
    expect(client.getQueryData(adminKeys.order(7))).toBe(detail);
    // Another order's documents are left alone.
    expect(client.getQueryState([...adminKeys.order(8), 'tax-documents'])?.isInvalidated).toBe(false);
  });
});
