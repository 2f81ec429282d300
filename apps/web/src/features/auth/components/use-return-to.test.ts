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
  it('takes an admin whom nothing sent elsewhere to the back office', () => {
    expect(returnPath(null, 'admin')).toBe('/admin');
    expect(returnPath({ from: '/' }, 'admin')).toBe('/admin');
    expect(returnPath({ from: '/login' }, 'admin')).toBe('/admin');
    expect(returnPath({ from: '//evil.example/' }, 'admin')).toBe('/admin');
  });
  it('still returns an admin to the page that sent them, and a customer home', () => {
    expect(returnPath({ from: '/admin/orders/7' }, 'admin')).toBe('/admin/orders/7');
    expect(returnPath({ from: '/productdetail/12' }, 'admin')).toBe('/productdetail/12');
    expect(returnPath(null, 'customer')).toBe('/');
  });
});
