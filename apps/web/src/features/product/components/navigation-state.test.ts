import { describe, expect, it } from 'vitest';
import { goldColourFromState, karatFromState } from './navigation-state';

describe('the metal colour a listing hands the product page (SPEC §4)', () => {
  it('reads rose gold, pink gold and white gold in any spelling', () => {
    expect(goldColourFromState('rose_gold')).toBe('rose_gold');
    expect(goldColourFromState('Rose Gold')).toBe('rose_gold');
    expect(goldColourFromState('pink_gold')).toBe('rose_gold');
    expect(goldColourFromState('WHITE_GOLD')).toBe('white_gold');
  });

  it('falls back to yellow gold for anything else, as the spec says', () => {
    expect(goldColourFromState('yellow_gold')).toBe('yellow_gold');
    expect(goldColourFromState('gold')).toBe('yellow_gold');
  });
});

describe('the karat a listing hands the product page', () => {
  it('accepts 14k and 18k however they are written', () => {
    expect(karatFromState('18k')).toBe('18k');
    expect(karatFromState('18 KT')).toBe('18k');
    expect(karatFromState(14)).toBe('14k');
  });

  it('ignores karats the shop does not make and values that are not karats', () => {
    expect(karatFromState('22k')).toBeNull();
    expect(karatFromState(undefined)).toBeNull();
    expect(karatFromState({})).toBeNull();
  });
});
