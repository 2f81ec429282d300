import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PromisePanel } from './promise-panel';

const words = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the promise panel', () => {
  it('keeps SPEC §2’s texts and bounds buyback and maintenance to the 5 years SPEC §9 gives', () => {
    const text = words(renderToStaticMarkup(<PromisePanel />));
    expect(text).toContain('15 DAYS RETURNABLE');
    expect(text).toContain('LIFETIME BUY-BACK POLICY for 5 years');
    expect(text).toContain('LIFETIME FREE MAINTAINANCE for 5 years');
  });
});
