import { describe, expect, it } from 'vitest';
import { returnPath } from './use-return-to';

describe('returnPath', () => {
  it('goes back to the page that sent the visitor', () => {
    expect(returnPath({ from: '/productdetail/12?x=1' })).toBe('/productdetail/12?x=1');
  });
  it('goes home without a sender', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath({})).toBe('/');
  });
  it('never leaves the site', () => {
    expect(returnPath({ from: '//evil.example/' })).toBe('/');
    expect(returnPath({ from: 'https://evil.example/' })).toBe('/');
  });
  it('does not return to another sign-in screen', () => {
    expect(returnPath({ from: '/login' })).toBe('/');
    expect(returnPath({ from: '/verifymobile?phone=9876543210' })).toBe('/');
  });
});
