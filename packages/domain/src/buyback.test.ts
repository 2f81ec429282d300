import { describe, expect, it } from 'vitest';
import {
  BUYBACK_DIAMOND_PERCENT,
  BUYBACK_GEMSTONE_PERCENT,
  BUYBACK_PROCESSING_PERCENT,
  BUYBACK_VALID_YEARS,
  buybackEstimate,
  buybackValidUntil,
  type BuybackInput,
} from './buyback.ts';
import type { RateCard } from './pricing.ts';

const today: RateCard = {
  gold: {
    rose_gold: { '14k': 4_680_00, '18k': 6_000_00 },
    white_gold: { '14k': 4_750_00, '18k': 6_080_00 },
    yellow_gold: { '14k': 4_680_00, '18k': 6_000_00 },
  },
  diamond: { 'IF-VVS EF': 1_00_000_00, 'VVS-VS FG': 80_000_00, 'VS-SI GH': 65_000_00, 'SI-I IJ': 45_000_00 },
};

const piece: BuybackInput = {
  metalWeightMg: 1234,
  diamondWeightMct: 123,
  isDiamond: true,
  stonesPaise: 1557,
  goldColour: 'white_gold',
  karat: '18k',
  clarity: 'VS-SI GH',
  quantity: 2,
};

describe('buybackEstimate', () => {
  it('follows SPEC §9: 92% diamonds, 80% gemstones, 3% processing, 5 years', () => {
    expect([BUYBACK_DIAMOND_PERCENT, BUYBACK_GEMSTONE_PERCENT, BUYBACK_PROCESSING_PERCENT, BUYBACK_VALID_YEARS]).toEqual([92, 80, 3, 5]);
  });

  it('values two pieces by hand', () => {
    // gold: 1.234 g × ₹6,080 = ₹7,502.72 a piece → 750,272 paise × 2 = 1,500,544
    // diamond: 0.123 ct × ₹65,000 = ₹7,995 × 92% = ₹7,355.40 → 735,540 × 2 = 1,471,080
    // stones: 1,557 paise × 80% = 1,245.6 → 1,246 × 2 = 2,492
    // gross 2,974,116; processing 3% = 89,223.48 → 89,223; net 2,884,893
    expect(buybackEstimate(piece, today)).toEqual({
      goldPaise: 1_500_544,
      diamondPaise: 1_471_080,
      stonesPaise: 2_492,
      grossPaise: 2_974_116,
      processingPaise: 89_223,
      netPaise: 2_884_893,
      quantity: 2,
    });
  });

  it('pays nothing for diamonds on a piece without them', () => {
    const plain = buybackEstimate({ ...piece, isDiamond: false, stonesPaise: 0, quantity: 1 }, today);
    expect(plain.diamondPaise).toBe(0);
    expect(plain.grossPaise).toBe(750_272);
    expect(plain.processingPaise).toBe(22_508); // 22,508.16
    expect(plain.netPaise).toBe(727_764);
  });

  it('stays valid for five years after delivery', () => {
    expect(buybackValidUntil(new Date('2025-03-01T10:00:00Z')).toISOString()).toBe('2030-03-01T10:00:00.000Z');
  });
});
