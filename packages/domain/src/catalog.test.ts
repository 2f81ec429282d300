import { describe, expect, it } from 'vitest';
import { countPieces, optionSetLabel, ringSizeFault } from './catalog.ts';

describe('countPieces', () => {
  it('counts pieces, not lines: two lines of 1 and 2 are 3 pieces', () => {
    expect(countPieces([{ quantity: 1 }, { quantity: 2 }])).toBe(3);
    expect(countPieces([])).toBe(0);
  });
});

describe('optionSetLabel', () => {
  const set = { goldColour: 'rose_gold', karat: '14k', clarity: 'VS-SI GH' } as const;

  it('writes colour and purity as the shop names them, never the stored codes', () => {
    expect(optionSetLabel(set, { diamond: false })).toBe('Rose Gold · 14 KT');
    expect(optionSetLabel({ ...set, goldColour: 'white_gold', karat: '18k' }, { diamond: false })).toBe(
      'White Gold · 18 KT',
    );
  });

  it('adds the clarity of a diamond piece and the size of a ring', () => {
    expect(optionSetLabel({ ...set, ringSize: 12 }, { diamond: true })).toBe('Rose Gold · 14 KT · VS-SI GH · Size 12');
    expect(optionSetLabel({ ...set, ringSize: null }, { diamond: true })).toBe('Rose Gold · 14 KT · VS-SI GH');
  });
});

describe('ringSizeFault (SPEC §2)', () => {
  const ring = { isRing: true, ringSizes: [8, 9] };
  it('takes no size on any piece, and a size the ring is made in', () => {
    expect(ringSizeFault({ isRing: false, ringSizes: [] }, undefined)).toBeNull();
    expect(ringSizeFault(ring, null)).toBeNull();
    expect(ringSizeFault(ring, 9)).toBeNull();
  });
  it('refuses a size on a piece that is not a ring, and one the ring is not made in', () => {
    expect(ringSizeFault({ isRing: false, ringSizes: [] }, 12)).toBe('not-a-ring');
    expect(ringSizeFault(ring, 20)).toBe('not-offered');
  });
  it('takes any size for a ring that lists none', () => {
    expect(ringSizeFault({ isRing: true, ringSizes: [] }, 21)).toBeNull();
  });
});
