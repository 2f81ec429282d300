import { describe, expect, it } from 'vitest';
import { searchBoxText } from './search-term';

describe('the header search box', () => {
  it('keeps the words on their own results page', () => {
    expect(searchBoxText('/dashboard/solitaire')).toBe('solitaire');
    expect(searchBoxText('/dashboard/gold%20ring')).toBe('gold ring');
  });

  it('is empty once the visitor leaves the results', () => {
    expect(searchBoxText('/')).toBe('');
    expect(searchBoxText('/productdetail/12')).toBe('');
    expect(searchBoxText('/dashboard')).toBe('');
  });

  it('is empty on a category listing opened by its id', () => {
    expect(searchBoxText('/dashboard/24')).toBe('');
  });

  it('ignores an address it cannot read', () => {
    expect(searchBoxText('/dashboard/%E0%A4')).toBe('');
  });
});
