/**
 * The deterministic demo catalogue of the Kanak shop: categories, today's rate card and the
 * products. Pure data — no randomness, no I/O. `buildSeed*()` return fresh copies; the `SEED_*`
 * constants are one such copy.
 */
import {
  DEFAULT_GST_PERCENT,
  DEFAULT_KARAT,
  DEFAULT_MAKING_CHARGE,
  DEFAULT_PRODUCT_CLARITY,
  DEFAULT_GOLD_COLOUR,
  CLARITIES,
  GOLD_COLOURS,
  KARATS,
  priceOf,
  rupeesToPaise,
  toThousandths,
  type PriceOptions,
  type PricingInput,
  type RateCard,
} from '@kanak/domain';
import { designIndex, type DesignName } from './designs.ts';
import type { PieceKind, SeedCategory, SeedProduct, SeedRateCard, SeedStone } from './types.ts';

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

export function buildSeedCategories(): SeedCategory[] {
  return [
    { id: 24, name: 'Rings', piece: 'ring' },
    { id: 20, name: 'Pendants', piece: 'pendant' },
    { id: 21, name: 'Earrings', piece: 'earrings' },
    { id: 18, name: 'Necklaces', piece: 'necklace' },
    { id: 19, name: 'Bracelets', piece: 'bracelet' },
    { id: 22, name: 'Bangles', piece: 'bangle' },
    { id: 23, name: 'Customize With Us', piece: 'custom' },
  ];
}

export const SEED_CATEGORIES: SeedCategory[] = buildSeedCategories();

// ---------------------------------------------------------------------------------------------
// Rate card (rupees). 24k ≈ ₹7,900/g; 18k = 75 %, 14k = 58.5 %; white a little above yellow
// (rhodium plating); rose equal to yellow. Natural melee diamonds per carat by clarity.
// ---------------------------------------------------------------------------------------------

export function buildSeedRateCard(): SeedRateCard {
  return {
    gold: {
      rose_gold: { '14k': 4620, '18k': 5925 },
      white_gold: { '14k': 4680, '18k': 5990 },
      yellow_gold: { '14k': 4620, '18k': 5925 },
    },
    diamond: {
      'IF-VVS EF': 100000,
      'VVS-VS FG': 82000,
      'VS-SI GH': 65000,
      'SI-I IJ': 45000,
    },
  };
}

export const SEED_RATE_CARD: SeedRateCard = buildSeedRateCard();

/** The seed rate card in the domain's paise form. */
export function rateCardToPaise(card: SeedRateCard): RateCard {
  const gold = {} as RateCard['gold'];
  for (const colour of GOLD_COLOURS) {
    const perKarat = {} as RateCard['gold'][typeof colour];
    for (const karat of KARATS) perKarat[karat] = rupeesToPaise(card.gold[colour][karat]);
    gold[colour] = perKarat;
  }
  const diamond = {} as RateCard['diamond'];
  for (const clarity of CLARITIES) diamond[clarity] = rupeesToPaise(card.diamond[clarity]);
  return { gold, diamond };
}

/** What `priceOf` needs to know of a seed product. */
export function seedPricingInput(product: SeedProduct): PricingInput {
  return {
    metalWeightMg: toThousandths(product.metalWeight),
    diamondWeightMct: toThousandths(product.diamondWeight),
    isDiamond: product.isDiamond,
    stonesPaise: product.stones.reduce((sum, stone) => sum + rupeesToPaise(stone.price), 0),
    makingCharge: product.makingCharge,
    gstPercent: product.gstPercent,
  };
}

/** List price in whole rupees: rose gold, 14k, VS-SI GH, quantity 1 (ARCHITECTURE §4). */
export function seedListPrice(product: SeedProduct, card: SeedRateCard = SEED_RATE_CARD): number {
  const options: PriceOptions = {
    goldColour: DEFAULT_GOLD_COLOUR,
    karat: DEFAULT_KARAT,
    clarity: DEFAULT_PRODUCT_CLARITY,
  };
  return priceOf(seedPricingInput(product), rateCardToPaise(card), options).unitTotalPaise / 100;
}

// ---------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------

interface Row<K extends PieceKind> {
  name: string;
  description: string;
  design: DesignName<K>;
  /** Grams of metal. */
  metal: number;
  /** Diamonds: total carats, count, shape of the main stones. Absent for plain gold. */
  diamonds?: { ct: number; count: number; shape: string };
  stones?: SeedStone[];
  heightMm: number;
  widthMm: number;
  /** Inclusive ring size range (rings only). */
  sizes?: [number, number];
  making?: number;
  bestSeller?: boolean;
}

const ruby = (weight: number, price: number): SeedStone => ({ name: 'Ruby', weight, price });
const emerald = (weight: number, price: number): SeedStone => ({ name: 'Emerald', weight, price });
const sapphire = (weight: number, price: number): SeedStone => ({ name: 'Blue Sapphire', weight, price });

const RINGS: Row<'ring'>[] = [
  {
    name: 'Aanya Solitaire Ring',
    description:
      'A single brilliant-cut diamond rises on four slender claws above a softly tapered band. Understated enough for every day, luminous enough for the day you say yes.',
    design: 'solitaire',
    metal: 3.2,
    diamonds: { ct: 0.3, count: 1, shape: 'Round' },
    heightMm: 7.2,
    widthMm: 5.4,
    sizes: [8, 20],
    bestSeller: true,
  },
  {
    name: 'Ira Halo Ring',
    description:
      'A ring of pavé diamonds frames the centre stone, making it look larger and brighter than it is. The polished shank keeps the silhouette light on the hand.',
    design: 'halo',
    metal: 3.6,
    diamonds: { ct: 0.45, count: 17, shape: 'Round' },
    heightMm: 6.8,
    widthMm: 8.6,
    sizes: [6, 18],
  },
  {
    name: 'Kiara Eternity Band',
    description:
      'Twenty matched round diamonds sit shoulder to shoulder in a continuous shared-prong setting. Wear it alone or stacked beside an engagement ring.',
    design: 'eternity',
    metal: 3.0,
    diamonds: { ct: 0.5, count: 20, shape: 'Round' },
    heightMm: 2.6,
    widthMm: 2.8,
    sizes: [8, 22],
  },
  {
    name: 'Naina Marquise Vine Ring',
    description:
      'Marquise diamonds climb the band like leaves on a trailing vine. An organic, feminine design that catches the light from every angle.',
    design: 'vine',
    metal: 2.8,
    diamonds: { ct: 0.22, count: 9, shape: 'Marquise' },
    heightMm: 3.4,
    widthMm: 6.2,
    sizes: [6, 20],
  },
  {
    name: 'Riya Plain Gold Band',
    description:
      'A classic comfort-fit band in polished gold with a gently rounded profile. Made to your size and finished by hand, it is the essential everyday ring.',
    design: 'plain',
    metal: 2.4,
    heightMm: 2.2,
    widthMm: 3.5,
    sizes: [6, 25],
    making: 3.5,
  },
  {
    name: 'Zoya Pear Drop Ring',
    description:
      'A graceful pear-shaped diamond is held in a delicate V-tipped claw setting. Its elongated outline flatters the finger and reads beautifully from across a room.',
    design: 'pear',
    metal: 3.4,
    diamonds: { ct: 0.6, count: 1, shape: 'Pear' },
    heightMm: 7.6,
    widthMm: 6.8,
    sizes: [8, 20],
  },
  {
    name: 'Meera Twisted Gold Ring',
    description:
      'Two ribbons of polished gold wind around each other in an endless twist. A quietly sculptural ring that pairs as easily with a saree as with denim.',
    design: 'twist',
    metal: 3.8,
    heightMm: 2.8,
    widthMm: 4.2,
    sizes: [8, 20],
  },
  {
    name: 'Saanvi Princess Trilogy Ring',
    description:
      'Three princess-cut diamonds, for past, present and future, sit side by side in crisp square settings. A modern heirloom with clean architectural lines.',
    design: 'trilogy',
    metal: 4.2,
    diamonds: { ct: 0.75, count: 3, shape: 'Princess' },
    heightMm: 6.4,
    widthMm: 12.5,
    sizes: [10, 22],
    making: 4.5,
  },
  {
    name: 'Anika Ruby Cocktail Ring',
    description:
      'A rich oval ruby is ringed with a halo of sparkling diamonds on a generous gold shank. Made for celebrations, weddings and every evening that deserves a little colour.',
    design: 'cocktail',
    metal: 5.5,
    diamonds: { ct: 0.4, count: 14, shape: 'Round' },
    stones: [ruby(1.2, 18000)],
    heightMm: 8.5,
    widthMm: 12.0,
    sizes: [10, 22],
    making: 4.5,
  },
  {
    name: 'Tanvi Stackable Diamond Band',
    description:
      'Seven tiny diamonds line the top of a slim, feather-light band. Designed to be stacked in twos and threes, or worn on its own for a whisper of sparkle.',
    design: 'stack',
    metal: 2.2,
    diamonds: { ct: 0.08, count: 7, shape: 'Round' },
    heightMm: 1.8,
    widthMm: 2.0,
    sizes: [6, 20],
    making: 3.5,
  },
  {
    name: 'Kashvi Dome Gold Ring',
    description:
      'A bold, high-polish dome of gold with smooth, rounded shoulders. Modern and minimal, it makes a confident statement without a single stone.',
    design: 'dome',
    metal: 4.5,
    heightMm: 4.0,
    widthMm: 9.0,
    sizes: [10, 24],
  },
  {
    name: 'Devika Oval Statement Ring',
    description:
      'An oval centre diamond sits above shoulders set with pavé diamonds that lead the eye to the centre. Our most striking ring, cut to look generous and made to be treasured.',
    design: 'oval',
    metal: 5.8,
    diamonds: { ct: 1.2, count: 13, shape: 'Oval' },
    heightMm: 8.8,
    widthMm: 7.4,
    sizes: [8, 22],
    making: 4.5,
  },
];

const PENDANTS: Row<'pendant'>[] = [
  {
    name: 'Meher Floral Diamond Pendant',
    description:
      'Six diamond petals open around a single centre stone in a bloom of soft light. A delicate everyday pendant that sits beautifully at the collarbone.',
    design: 'floral',
    metal: 2.2,
    diamonds: { ct: 0.18, count: 7, shape: 'Round' },
    heightMm: 14,
    widthMm: 11,
    bestSeller: true,
  },
  {
    name: 'Tarini Star Pendant',
    description:
      'A small polished star with a diamond set into each of its points. A lucky charm to wear every day, or to give to someone who lights up a room.',
    design: 'star',
    metal: 1.6,
    diamonds: { ct: 0.06, count: 5, shape: 'Round' },
    heightMm: 13,
    widthMm: 11,
    making: 3.5,
  },
  {
    name: 'Noor Heart Diamond Pendant',
    description:
      'An open heart outlined in pavé diamonds and finished with a polished gold back. A timeless gift for anniversaries, birthdays and just-because days.',
    design: 'heart',
    metal: 2.4,
    diamonds: { ct: 0.25, count: 22, shape: 'Round' },
    heightMm: 16,
    widthMm: 14,
  },
  {
    name: 'Aadya Solitaire Pendant',
    description:
      'A half-carat brilliant diamond floats in a four-claw basket beneath a slim bail. Pure, simple and endlessly wearable.',
    design: 'solitaire',
    metal: 1.8,
    diamonds: { ct: 0.5, count: 1, shape: 'Round' },
    heightMm: 11,
    widthMm: 5.6,
    bestSeller: true,
  },
  {
    name: 'Ishani Sunburst Coin Pendant',
    description:
      'A round gold medallion engraved with fine sunburst rays that shimmer as it moves. Inspired by heirloom coin jewellery and reimagined at a lighter, modern scale.',
    design: 'coin',
    metal: 2.8,
    heightMm: 18,
    widthMm: 15,
  },
  {
    name: 'Kavya Emerald Teardrop Pendant',
    description:
      'A pear-shaped emerald is framed by a fine line of diamonds. The deep green glows against the skin and brings out the warmth of the gold.',
    design: 'teardrop',
    metal: 2.6,
    diamonds: { ct: 0.12, count: 14, shape: 'Round' },
    stones: [emerald(0.9, 9500)],
    heightMm: 17,
    widthMm: 9,
  },
  {
    name: 'Leela Evil Eye Pendant',
    description:
      'A protective nazar motif with a blue sapphire at its centre and a halo of diamonds around it. Meaningful and modern, it layers well with other fine chains.',
    design: 'evileye',
    metal: 1.9,
    diamonds: { ct: 0.08, count: 12, shape: 'Round' },
    stones: [sapphire(0.3, 4200)],
    heightMm: 10,
    widthMm: 14,
  },
  {
    name: 'Siya Lotus Gold Pendant',
    description:
      'A lotus in full bloom, its layered petals sculpted in polished gold. A symbol of grace and new beginnings, made to be worn for years.',
    design: 'lotus',
    metal: 3.5,
    heightMm: 17,
    widthMm: 19,
  },
  {
    name: 'Vanya Marquise Cluster Pendant',
    description:
      'Nine marquise diamonds fan out from the centre like a burst of light. A glamorous pendant for evenings, weddings and the festive season.',
    design: 'cluster',
    metal: 3.2,
    diamonds: { ct: 0.7, count: 9, shape: 'Marquise' },
    heightMm: 20,
    widthMm: 18,
    making: 4.5,
  },
];

const EARRINGS: Row<'earrings'>[] = [
  {
    name: 'Tara Huggie Hoops',
    description:
      'Small, snug hoops set with a row of diamonds across the front. They hug the earlobe comfortably from morning meetings to late dinners.',
    design: 'huggies',
    metal: 3.0,
    diamonds: { ct: 0.2, count: 18, shape: 'Round' },
    heightMm: 12,
    widthMm: 2.5,
    bestSeller: true,
  },
  {
    name: 'Mira Diamond Studs',
    description:
      'A matched pair of brilliant-cut diamonds in secure four-claw settings. The one pair of earrings every jewellery box needs.',
    design: 'studs',
    metal: 2.0,
    diamonds: { ct: 0.3, count: 2, shape: 'Round' },
    heightMm: 4.6,
    widthMm: 4.6,
    bestSeller: true,
  },
  {
    name: 'Aarohi Polished Gold Hoops',
    description:
      'Classic medium hoops in high-polish gold with a smooth hinged clasp. Light enough for all-day wear and bold enough to be noticed.',
    design: 'hoops',
    metal: 3.4,
    heightMm: 22,
    widthMm: 2.2,
    making: 3.5,
  },
  {
    name: 'Jiya Gold Jhumkas',
    description:
      'Traditional bell-shaped jhumkas with fine granulation and tiny gold beads along the rim. They sway gently with every turn of the head.',
    design: 'jhumka',
    metal: 5.6,
    heightMm: 30,
    widthMm: 15,
  },
  {
    name: 'Sana Pear Drop Earrings',
    description:
      'A pear-shaped diamond drops from a round diamond stud on a fine gold link. Elegant movement and sparkle for weddings and evenings out.',
    design: 'peardrop',
    metal: 3.8,
    diamonds: { ct: 0.64, count: 4, shape: 'Pear' },
    heightMm: 24,
    widthMm: 6,
  },
  {
    name: 'Nisha Floral Cluster Studs',
    description:
      'Seven diamonds gather into a tiny flower on each ear. From a distance they read as a single larger stone; up close they sparkle like a bouquet.',
    design: 'cluster',
    metal: 2.6,
    diamonds: { ct: 0.28, count: 14, shape: 'Round' },
    heightMm: 7,
    widthMm: 7,
  },
  {
    name: 'Rhea Geometric Gold Studs',
    description:
      'Crisp hexagonal studs with a brushed centre and polished edges. A clean, contemporary pair for everyday wear.',
    design: 'geometric',
    metal: 2.0,
    heightMm: 8,
    widthMm: 8,
    making: 3.5,
  },
  {
    name: 'Avni Sapphire Halo Earrings',
    description:
      'Oval blue sapphires are each wrapped in a halo of round diamonds. A regal pair with a deep, velvety blue.',
    design: 'halo',
    metal: 3.6,
    diamonds: { ct: 0.36, count: 28, shape: 'Round' },
    stones: [sapphire(1.0, 16000)],
    heightMm: 10,
    widthMm: 8,
  },
  {
    name: 'Ahana Diamond Chandelier Earrings',
    description:
      'Tiers of diamonds cascade in a graceful chandelier silhouette. A showpiece pair for the bride, the sangeet and every grand occasion.',
    design: 'chandelier',
    metal: 5.8,
    diamonds: { ct: 1.1, count: 46, shape: 'Round' },
    heightMm: 42,
    widthMm: 20,
    making: 4.5,
  },
];

const NECKLACES: Row<'necklace'>[] = [
  {
    name: 'Rani Diamond Line Necklace',
    description:
      'A continuous river of sixty round diamonds rests along the neckline. Timeless, regal and made to be passed down.',
    design: 'line',
    metal: 12,
    diamonds: { ct: 1.2, count: 60, shape: 'Round' },
    heightMm: 420,
    widthMm: 3.2,
    making: 4.5,
  },
  {
    name: 'Sitara Diamond Station Necklace',
    description:
      'Seven bezel-set diamonds are spaced along a fine gold chain like stars in a night sky. Delicate, luminous and easy to wear every day.',
    design: 'station',
    metal: 6.5,
    diamonds: { ct: 0.35, count: 7, shape: 'Round' },
    heightMm: 450,
    widthMm: 3.5,
    bestSeller: true,
  },
  {
    name: 'Gauri Gold Link Necklace',
    description:
      'Softly rounded links in polished gold form a fluid, substantial chain. A modern classic that looks good alone or layered.',
    design: 'chain',
    metal: 8,
    heightMm: 450,
    widthMm: 4,
    making: 3.5,
  },
  {
    name: 'Padma Ruby Lotus Necklace',
    description:
      'A lotus centrepiece with a ruby heart and diamond-edged petals rests on a fine gold chain. Traditional symbolism in a refined, light design.',
    design: 'lotus',
    metal: 8,
    diamonds: { ct: 0.55, count: 31, shape: 'Round' },
    stones: [ruby(0.8, 12000)],
    heightMm: 430,
    widthMm: 24,
  },
  {
    name: 'Mayuri Peacock Necklace',
    description:
      'A fanned peacock motif set with emeralds and diamonds, inspired by Indian temple jewellery. A statement necklace for weddings and festive evenings.',
    design: 'peacock',
    metal: 14,
    diamonds: { ct: 0.9, count: 48, shape: 'Round' },
    stones: [emerald(1.5, 21000)],
    heightMm: 440,
    widthMm: 38,
    making: 4.5,
  },
  {
    name: 'Chandni Diamond Bar Necklace',
    description:
      'A slim horizontal bar set with a line of diamonds sits centred on a fine chain. Minimal, modern and perfect for the office.',
    design: 'bar',
    metal: 6,
    diamonds: { ct: 0.12, count: 10, shape: 'Round' },
    heightMm: 420,
    widthMm: 28,
  },
  {
    name: 'Lavanya Layered Gold Necklace',
    description:
      'Two fine chains of different lengths are joined at the clasp for an effortless layered look. No tangles and no fuss, just polished gold.',
    design: 'layered',
    metal: 9.5,
    heightMm: 480,
    widthMm: 2.5,
  },
  {
    name: 'Ananya Solitaire Drop Necklace',
    description:
      'A single brilliant diamond hangs in a claw-set drop from a fine gold chain. The purest expression of sparkle.',
    design: 'drop',
    metal: 7,
    diamonds: { ct: 0.5, count: 1, shape: 'Round' },
    heightMm: 430,
    widthMm: 5.2,
  },
];

const BRACELETS: Row<'bracelet'>[] = [
  {
    name: 'Diya Diamond Tennis Bracelet',
    description:
      'Forty round diamonds are set in a flexible line that moves like liquid light around the wrist. A true classic, finished with a secure box clasp.',
    design: 'tennis',
    metal: 9,
    diamonds: { ct: 1.0, count: 40, shape: 'Round' },
    heightMm: 180,
    widthMm: 3.4,
    making: 4.5,
    bestSeller: true,
  },
  {
    name: 'Kriti Flexible Diamond Bracelet',
    description:
      'Slim gold links open into small diamond-set stations along a flexible band. Sophisticated and comfortable for everyday wear.',
    design: 'flex',
    metal: 6.5,
    diamonds: { ct: 0.42, count: 21, shape: 'Round' },
    heightMm: 175,
    widthMm: 5,
  },
  {
    name: 'Navya Gold Link Bracelet',
    description:
      'Smooth oval links in polished gold with a neat lobster clasp. A versatile piece that looks polished on its own or beside a watch.',
    design: 'links',
    metal: 5,
    heightMm: 180,
    widthMm: 5.5,
    making: 3.5,
  },
  {
    name: 'Isha Evil Eye Bracelet',
    description:
      'A small nazar charm with a blue sapphire eye sits on a fine gold chain. A thoughtful, protective gift for someone dear.',
    design: 'evileye',
    metal: 4.2,
    diamonds: { ct: 0.1, count: 12, shape: 'Round' },
    stones: [sapphire(0.4, 5600)],
    heightMm: 175,
    widthMm: 9,
  },
  {
    name: 'Pari Heart Charm Bracelet',
    description:
      'A tiny diamond-set heart rests at the centre of a delicate gold chain. Sweet and sentimental, made for gifting.',
    design: 'heart',
    metal: 4.5,
    diamonds: { ct: 0.15, count: 10, shape: 'Round' },
    heightMm: 175,
    widthMm: 10,
  },
  {
    name: 'Myra Marquise Leaf Bracelet',
    description:
      'Marquise diamonds are set like leaves along a slender gold branch that wraps the wrist. An elegant, nature-inspired piece for special occasions.',
    design: 'leaf',
    metal: 6.5,
    diamonds: { ct: 0.5, count: 18, shape: 'Marquise' },
    heightMm: 180,
    widthMm: 7,
    making: 4.5,
  },
  {
    name: 'Aditi Rope Gold Bracelet',
    description:
      'A twisted rope chain in rich polished gold that catches the light at every turn. Bold, tactile and easy to wear.',
    design: 'rope',
    metal: 6,
    heightMm: 185,
    widthMm: 4,
  },
  {
    name: 'Shreya Emerald Station Bracelet',
    description:
      'Small emeralds alternate with diamond clusters along a fine gold chain. A fresh note of green for festive days.',
    design: 'station',
    metal: 5.5,
    diamonds: { ct: 0.25, count: 20, shape: 'Round' },
    stones: [emerald(0.8, 9000)],
    heightMm: 180,
    widthMm: 5,
  },
];

const BANGLES: Row<'bangle'>[] = [
  {
    name: 'Suhana Classic Gold Bangle',
    description:
      'A smooth, rounded bangle in high-polish gold. The timeless piece worn every day and passed on for generations.',
    design: 'classic',
    metal: 10,
    heightMm: 58,
    widthMm: 4,
    making: 3.5,
  },
  {
    name: 'Rajvi Half-Eternity Diamond Bangle',
    description:
      'A row of round diamonds sweeps across the front half of a sleek gold bangle. Luxurious sparkle that stacks beautifully with plain gold.',
    design: 'halfeternity',
    metal: 10,
    diamonds: { ct: 0.6, count: 28, shape: 'Round' },
    heightMm: 58,
    widthMm: 4.5,
    making: 4.5,
  },
  {
    name: 'Trisha Slim Diamond Bangle',
    description:
      'A slender bangle with twelve spaced diamonds set flush into polished gold. Light and modern, and perfect for stacking.',
    design: 'slim',
    metal: 8,
    diamonds: { ct: 0.24, count: 12, shape: 'Round' },
    heightMm: 58,
    widthMm: 2.8,
  },
  {
    name: 'Amara Gold Kada',
    description:
      'A substantial kada with engraved border bands and a softly domed profile. A traditional statement for festive and bridal wear.',
    design: 'kada',
    metal: 15,
    heightMm: 60,
    widthMm: 9,
    making: 3.5,
  },
  {
    name: 'Nandini Floral Diamond Bangle',
    description:
      'Five diamond flowers bloom across the front of a polished gold bangle. Feminine and festive, with comfortable rounded edges.',
    design: 'floral',
    metal: 8,
    diamonds: { ct: 0.35, count: 25, shape: 'Round' },
    heightMm: 58,
    widthMm: 7,
    bestSeller: true,
  },
  {
    name: 'Ruhi Twisted Gold Bangle',
    description:
      'Strands of gold are twisted together into a supple, shimmering bangle. Classic craftsmanship with a modern finish.',
    design: 'twisted',
    metal: 9,
    heightMm: 58,
    widthMm: 5,
  },
  {
    name: 'Vidhi Ruby Flower Bangle',
    description:
      'Ruby-centred flowers with diamond petals adorn this elegant gold bangle. A celebration of colour inspired by Indian bridal jewellery.',
    design: 'flower',
    metal: 10,
    diamonds: { ct: 0.36, count: 24, shape: 'Round' },
    stones: [ruby(1.0, 15000)],
    heightMm: 60,
    widthMm: 8,
  },
  {
    name: 'Esha Pear Diamond Bangle',
    description:
      'Pear-shaped diamonds are set head to tail across the front of a slim, openable bangle. Easy to put on, and impossible not to notice.',
    design: 'pear',
    metal: 8,
    diamonds: { ct: 0.4, count: 14, shape: 'Pear' },
    heightMm: 58,
    widthMm: 5,
  },
];

const CODE: Record<PieceKind, string> = {
  ring: 'RG',
  pendant: 'PD',
  earrings: 'ER',
  necklace: 'NK',
  bracelet: 'BR',
  bangle: 'BG',
};

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let n = from; n <= to; n += 1) out.push(n);
  return out;
}

function toProducts<K extends PieceKind>(piece: K, categoryId: number, rows: Row<K>[]): SeedProduct[] {
  return rows.map((row, i) => {
    const n = i + 1;
    const isRing = piece === 'ring';
    return {
      slug: `${piece}-${String(n).padStart(2, '0')}`,
      name: row.name,
      description: row.description,
      categoryId,
      piece,
      productCode: `KNK-${CODE[piece]}-${String(n).padStart(3, '0')}`,
      metalWeight: row.metal,
      diamondWeight: row.diamonds?.ct ?? 0,
      diamondCount: row.diamonds?.count ?? 0,
      diamondShape: row.diamonds?.shape ?? null,
      isDiamond: row.diamonds !== undefined,
      isRing,
      ringSizes: isRing && row.sizes ? range(row.sizes[0], row.sizes[1]) : [],
      stones: (row.stones ?? []).map((s) => ({ ...s })),
      heightMm: row.heightMm,
      widthMm: row.widthMm,
      makingCharge: row.making ?? DEFAULT_MAKING_CHARGE,
      gstPercent: DEFAULT_GST_PERCENT,
      bestSeller: row.bestSeller ?? false,
      design: designIndex(piece, row.design),
    };
  });
}

export function buildSeedProducts(): SeedProduct[] {
  const idOf = (piece: PieceKind): number => {
    const category = buildSeedCategories().find((c) => c.piece === piece);
    if (!category) throw new Error(`no category for ${piece}`);
    return category.id;
  };
  return [
    ...toProducts('ring', idOf('ring'), RINGS),
    ...toProducts('pendant', idOf('pendant'), PENDANTS),
    ...toProducts('earrings', idOf('earrings'), EARRINGS),
    ...toProducts('necklace', idOf('necklace'), NECKLACES),
    ...toProducts('bracelet', idOf('bracelet'), BRACELETS),
    ...toProducts('bangle', idOf('bangle'), BANGLES),
  ];
}

export const SEED_PRODUCTS: SeedProduct[] = buildSeedProducts();
