import { describe, expect, it } from 'vitest';
import { decodeIntent, encodeIntent } from './sign-in-intent';

const at = Date.UTC(2026, 10, 23, 12);
const minutes = (n: number) => n * 60_000;

describe('what a sign-in prompt carries through', () => {
  const stored = encodeIntent({ action: 'cart', productId: 12 }, at);

  it('is the tap the visitor made, for the piece they made it on', () => {
    expect(decodeIntent(stored, 12, at + minutes(3))).toBe('cart');
  });

  it('is nothing on another piece', () => {
    expect(decodeIntent(stored, 13, at + minutes(3))).toBeNull();
  });

  it('is forgotten half an hour on: the visitor has moved on', () => {
    expect(decodeIntent(stored, 12, at + minutes(30))).toBeNull();
  });

  it('is nothing when storage holds something else', () => {
    expect(decodeIntent(null, 12, at)).toBeNull();
    expect(decodeIntent('{"action":"delete-account","productId":12,"at":0}', 12, 1)).toBeNull();
    expect(decodeIntent('not json', 12, at)).toBeNull();
  });
});
