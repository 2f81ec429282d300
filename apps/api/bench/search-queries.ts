/**
 * Ground truth for the shop's search box: queries as Indian shoppers type them into a jewellery
 * shop's search (typos, split or joined words, Hindi words in Latin letters, product codes, half
 * typed words) and, for each, the demo seed's pieces (`packages/db/src/seed/catalogue.ts`) that a
 * shopper expects to see in the first results. Used by the search benchmark (recall@10 per kind)
 * and by an API test.
 *
 * How relevance was judged — as a shopper would, not by what any search implementation can do:
 * - A piece-kind word (ring, kada, haar, locket, tops, bali…) expects every piece of that kind,
 *   including pieces whose name lacks the word (a "band" is a ring, "Huggie Hoops", "Studs" and
 *   "Jhumkas" are earrings, the "Kada" is a bangle).
 * - Every piece is sold in rose, yellow and white gold, 14k and 18k, so colour and karat words
 *   ("gold", "sona", "rose gold", "18k") narrow nothing: "gold kada" expects every bangle.
 * - "Diamond" (heera/hira) narrows to pieces set with diamonds; plain gold pieces are left out.
 * - A motif, stone or shape expects the pieces that have it, whether it is in the name or only in
 *   the description (the evil-eye pendant's "nazar", the peacock necklace's emeralds).
 * - Lists are kept precise: a near miss a shopper might tolerate is left out. The one stretch is
 *   jhumka: the catalogue has a single pair of jhumkas, and the diamond chandelier earrings (the
 *   other traditional, festive dangling pair) are expected beside them.
 * - A piece-kind query may expect more than 10 pieces (there are 12 rings); recall@10 should then
 *   divide by min(10, expect.length).
 * - Five queries ask for things the catalogue does not sell (mangalsutra, nose pin, anklet, payal,
 *   maang tikka) and expect nothing: they check the empty state.
 *
 * Product codes are `KNK-<kind>-<nnn>`, nnn the 1-based position within the piece kind:
 *   Rings      KNK-RG-001 Aanya Solitaire Ring        KNK-RG-007 Meera Twisted Gold Ring
 *              KNK-RG-002 Ira Halo Ring               KNK-RG-008 Saanvi Princess Trilogy Ring
 *              KNK-RG-003 Kiara Eternity Band         KNK-RG-009 Anika Ruby Cocktail Ring
 *              KNK-RG-004 Naina Marquise Vine Ring    KNK-RG-010 Tanvi Stackable Diamond Band
 *              KNK-RG-005 Riya Plain Gold Band        KNK-RG-011 Kashvi Dome Gold Ring
 *              KNK-RG-006 Zoya Pear Drop Ring         KNK-RG-012 Devika Oval Statement Ring
 *   Pendants   KNK-PD-001 Meher Floral Diamond Pendant    KNK-PD-006 Kavya Emerald Teardrop Pendant
 *              KNK-PD-002 Tarini Star Pendant             KNK-PD-007 Leela Evil Eye Pendant
 *              KNK-PD-003 Noor Heart Diamond Pendant      KNK-PD-008 Siya Lotus Gold Pendant
 *              KNK-PD-004 Aadya Solitaire Pendant         KNK-PD-009 Vanya Marquise Cluster Pendant
 *              KNK-PD-005 Ishani Sunburst Coin Pendant
 *   Earrings   KNK-ER-001 Tara Huggie Hoops             KNK-ER-006 Nisha Floral Cluster Studs
 *              KNK-ER-002 Mira Diamond Studs            KNK-ER-007 Rhea Geometric Gold Studs
 *              KNK-ER-003 Aarohi Polished Gold Hoops    KNK-ER-008 Avni Sapphire Halo Earrings
 *              KNK-ER-004 Jiya Gold Jhumkas             KNK-ER-009 Ahana Diamond Chandelier Earrings
 *              KNK-ER-005 Sana Pear Drop Earrings
 *   Necklaces  KNK-NK-001 Rani Diamond Line Necklace        KNK-NK-005 Mayuri Peacock Necklace
 *              KNK-NK-002 Sitara Diamond Station Necklace   KNK-NK-006 Chandni Diamond Bar Necklace
 *              KNK-NK-003 Gauri Gold Link Necklace          KNK-NK-007 Lavanya Layered Gold Necklace
 *              KNK-NK-004 Padma Ruby Lotus Necklace         KNK-NK-008 Ananya Solitaire Drop Necklace
 *   Bracelets  KNK-BR-001 Diya Diamond Tennis Bracelet      KNK-BR-005 Pari Heart Charm Bracelet
 *              KNK-BR-002 Kriti Flexible Diamond Bracelet   KNK-BR-006 Myra Marquise Leaf Bracelet
 *              KNK-BR-003 Navya Gold Link Bracelet          KNK-BR-007 Aditi Rope Gold Bracelet
 *              KNK-BR-004 Isha Evil Eye Bracelet            KNK-BR-008 Shreya Emerald Station Bracelet
 *   Bangles    KNK-BG-001 Suhana Classic Gold Bangle        KNK-BG-005 Nandini Floral Diamond Bangle
 *              KNK-BG-002 Rajvi Half-Eternity Diamond Bangle KNK-BG-006 Ruhi Twisted Gold Bangle
 *              KNK-BG-003 Trisha Slim Diamond Bangle        KNK-BG-007 Vidhi Ruby Flower Bangle
 *              KNK-BG-004 Amara Gold Kada                   KNK-BG-008 Esha Pear Diamond Bangle
 * (54 products; checked against SEED_PRODUCTS.)
 */
export interface SearchCase {
  /** What the shopper types, as typed (case, spacing, typos). */
  q: string;
  /** Product codes of the demo seed that a shopper expects in the first results: all of them if 10 or fewer are relevant, else the most relevant 10+. */
  expect: string[];
  /** The kind of query, for the benchmark's breakdown. */
  kind:
    | 'exact'
    | 'typo'
    | 'spacing'
    | 'plural'
    | 'hindi'
    | 'synonym'
    | 'code'
    | 'description'
    | 'category'
    | 'multi-word'
    | 'prefix';
}

// Pieces of each kind (every product of the seed).
const RINGS = [
  'KNK-RG-001',
  'KNK-RG-002',
  'KNK-RG-003',
  'KNK-RG-004',
  'KNK-RG-005',
  'KNK-RG-006',
  'KNK-RG-007',
  'KNK-RG-008',
  'KNK-RG-009',
  'KNK-RG-010',
  'KNK-RG-011',
  'KNK-RG-012',
];
const PENDANTS = [
  'KNK-PD-001',
  'KNK-PD-002',
  'KNK-PD-003',
  'KNK-PD-004',
  'KNK-PD-005',
  'KNK-PD-006',
  'KNK-PD-007',
  'KNK-PD-008',
  'KNK-PD-009',
];
const EARRINGS = [
  'KNK-ER-001',
  'KNK-ER-002',
  'KNK-ER-003',
  'KNK-ER-004',
  'KNK-ER-005',
  'KNK-ER-006',
  'KNK-ER-007',
  'KNK-ER-008',
  'KNK-ER-009',
];
const NECKLACES = [
  'KNK-NK-001',
  'KNK-NK-002',
  'KNK-NK-003',
  'KNK-NK-004',
  'KNK-NK-005',
  'KNK-NK-006',
  'KNK-NK-007',
  'KNK-NK-008',
];
const BRACELETS = [
  'KNK-BR-001',
  'KNK-BR-002',
  'KNK-BR-003',
  'KNK-BR-004',
  'KNK-BR-005',
  'KNK-BR-006',
  'KNK-BR-007',
  'KNK-BR-008',
];
const BANGLES = [
  'KNK-BG-001',
  'KNK-BG-002',
  'KNK-BG-003',
  'KNK-BG-004',
  'KNK-BG-005',
  'KNK-BG-006',
  'KNK-BG-007',
  'KNK-BG-008',
];

// Pieces of each kind set with diamonds (the plain gold ones left out).
const DIAMOND_RINGS = [
  'KNK-RG-001',
  'KNK-RG-002',
  'KNK-RG-003',
  'KNK-RG-004',
  'KNK-RG-006',
  'KNK-RG-008',
  'KNK-RG-009',
  'KNK-RG-010',
  'KNK-RG-012',
];
const DIAMOND_PENDANTS = [
  'KNK-PD-001',
  'KNK-PD-002',
  'KNK-PD-003',
  'KNK-PD-004',
  'KNK-PD-006',
  'KNK-PD-007',
  'KNK-PD-009',
];
const DIAMOND_EARRINGS = [
  'KNK-ER-001',
  'KNK-ER-002',
  'KNK-ER-005',
  'KNK-ER-006',
  'KNK-ER-008',
  'KNK-ER-009',
];
const DIAMOND_NECKLACES = [
  'KNK-NK-001',
  'KNK-NK-002',
  'KNK-NK-004',
  'KNK-NK-005',
  'KNK-NK-006',
  'KNK-NK-008',
];
const DIAMOND_BANGLES = ['KNK-BG-002', 'KNK-BG-003', 'KNK-BG-005', 'KNK-BG-007', 'KNK-BG-008'];

// Coloured stones, shapes and motifs, wherever they are mentioned (name or description).
const RUBY = ['KNK-RG-009', 'KNK-NK-004', 'KNK-BG-007'];
const EMERALD = ['KNK-PD-006', 'KNK-NK-005', 'KNK-BR-008'];
const SAPPHIRE = ['KNK-PD-007', 'KNK-ER-008', 'KNK-BR-004'];
const MARQUISE = ['KNK-RG-004', 'KNK-PD-009', 'KNK-BR-006'];
const SOLITAIRE = ['KNK-RG-001', 'KNK-PD-004', 'KNK-NK-008'];
const STUDS = ['KNK-ER-002', 'KNK-ER-006', 'KNK-ER-007'];
const HOOPS = ['KNK-ER-001', 'KNK-ER-003'];
/** The jhumkas, and the chandelier earrings a jhumka shopper accepts beside them. */
const JHUMKA = ['KNK-ER-004', 'KNK-ER-009'];
const EVIL_EYE = ['KNK-PD-007', 'KNK-BR-004'];
const LOTUS = ['KNK-PD-008', 'KNK-NK-004'];
const FLORAL = ['KNK-PD-001', 'KNK-ER-006', 'KNK-BG-005', 'KNK-BG-007'];
const HEART = ['KNK-PD-003', 'KNK-BR-005'];
/** The star pendant, and the necklace named Sitara whose diamonds sit "like stars". */
const STAR = ['KNK-PD-002', 'KNK-NK-002'];
const LEAF = ['KNK-RG-004', 'KNK-BR-006'];
/** Rings named "band". */
const BANDS = ['KNK-RG-003', 'KNK-RG-005', 'KNK-RG-010'];
const PLAIN_GOLD_RINGS = ['KNK-RG-005', 'KNK-RG-007', 'KNK-RG-011'];
/** Descriptions that say every day, everyday or all-day wear. */
const EVERYDAY = [
  'KNK-RG-001',
  'KNK-RG-005',
  'KNK-PD-001',
  'KNK-PD-002',
  'KNK-ER-003',
  'KNK-ER-007',
  'KNK-NK-002',
  'KNK-BR-002',
  'KNK-BG-001',
];

export const SEARCH_CASES: SearchCase[] = [
  // Exact names, and the distinctive parts of names.
  { q: 'aanya solitaire ring', expect: ['KNK-RG-001'], kind: 'exact' },
  { q: 'peacock necklace', expect: ['KNK-NK-005'], kind: 'exact' },
  { q: 'Mira Diamond Studs', expect: ['KNK-ER-002'], kind: 'exact' },
  { q: 'Rani Diamond Line Necklace', expect: ['KNK-NK-001'], kind: 'exact' },
  { q: 'Amara Gold Kada', expect: ['KNK-BG-004'], kind: 'exact' },
  { q: 'tennis bracelet', expect: ['KNK-BR-001'], kind: 'exact' },
  { q: 'eternity band', expect: ['KNK-RG-003'], kind: 'exact' },
  { q: 'huggie hoops', expect: ['KNK-ER-001'], kind: 'exact' },
  { q: 'kavya pendant', expect: ['KNK-PD-006'], kind: 'exact' },
  { q: 'chandelier earrings', expect: ['KNK-ER-009'], kind: 'exact' },
  { q: 'coin pendant', expect: ['KNK-PD-005'], kind: 'exact' },
  { q: 'layered necklace', expect: ['KNK-NK-007'], kind: 'exact' },
  { q: 'cocktail ring', expect: ['KNK-RG-009'], kind: 'exact' },
  { q: 'geometric studs', expect: ['KNK-ER-007'], kind: 'exact' },
  { q: 'trilogy', expect: ['KNK-RG-008'], kind: 'exact' },
  { q: 'lotus', expect: [...LOTUS], kind: 'exact' },
  { q: 'evil eye', expect: [...EVIL_EYE], kind: 'exact' },
  { q: 'pear drop', expect: ['KNK-RG-006', 'KNK-ER-005'], kind: 'exact' },
  { q: 'marquise', expect: [...MARQUISE], kind: 'exact' },
  { q: 'solitaire', expect: [...SOLITAIRE], kind: 'exact' },
  { q: 'station', expect: ['KNK-NK-002', 'KNK-BR-008'], kind: 'exact' },
  { q: 'twisted', expect: ['KNK-RG-007', 'KNK-BG-006', 'KNK-BR-007'], kind: 'exact' },
  { q: 'flexible diamond bracelet', expect: ['KNK-BR-002'], kind: 'exact' },
  { q: 'suhana bangle', expect: ['KNK-BG-001'], kind: 'exact' },

  // Typos of one or two edits, and the usual misspellings of jewellery words.
  { q: 'neckless', expect: [...NECKLACES], kind: 'typo' },
  { q: 'necklase', expect: [...NECKLACES], kind: 'typo' },
  { q: 'braclet', expect: [...BRACELETS], kind: 'typo' },
  { q: 'brcelet', expect: [...BRACELETS], kind: 'typo' },
  { q: 'braslet', expect: [...BRACELETS], kind: 'typo' },
  { q: 'earings', expect: [...EARRINGS], kind: 'typo' },
  { q: 'earing', expect: [...EARRINGS], kind: 'typo' },
  { q: 'pendent', expect: [...PENDANTS], kind: 'typo' },
  { q: 'pendnat', expect: [...PENDANTS], kind: 'typo' },
  { q: 'bangel', expect: [...BANGLES], kind: 'typo' },
  { q: 'rign', expect: [...RINGS], kind: 'typo' },
  { q: 'solitare', expect: [...SOLITAIRE], kind: 'typo' },
  { q: 'jhumkha', expect: [...JHUMKA], kind: 'typo' },
  { q: 'daimond ring', expect: [...DIAMOND_RINGS], kind: 'typo' },
  { q: 'saphire', expect: [...SAPPHIRE], kind: 'typo' },
  { q: 'emrald', expect: [...EMERALD], kind: 'typo' },
  { q: 'rubi', expect: [...RUBY], kind: 'typo' },
  { q: 'marquis', expect: [...MARQUISE], kind: 'typo' },
  { q: 'peacok necklace', expect: ['KNK-NK-005'], kind: 'typo' },
  { q: 'chandlier earrings', expect: ['KNK-ER-009'], kind: 'typo' },
  { q: 'tenis bracelet', expect: ['KNK-BR-001'], kind: 'typo' },
  { q: 'lotous', expect: [...LOTUS], kind: 'typo' },
  { q: 'evel eye', expect: [...EVIL_EYE], kind: 'typo' },

  // Catalogue words split, joined or hyphenated differently.
  { q: 'ear ring', expect: [...EARRINGS], kind: 'spacing' },
  { q: 'ear rings', expect: [...EARRINGS], kind: 'spacing' },
  { q: 'ear-rings', expect: [...EARRINGS], kind: 'spacing' },
  { q: 'neck lace', expect: [...NECKLACES], kind: 'spacing' },
  { q: 'eternityband', expect: ['KNK-RG-003'], kind: 'spacing' },
  { q: 'solitairering', expect: ['KNK-RG-001'], kind: 'spacing' },
  { q: 'evileye', expect: [...EVIL_EYE], kind: 'spacing' },
  { q: 'half eternity bangle', expect: ['KNK-BG-002'], kind: 'spacing' },
  { q: 'huggiehoops', expect: ['KNK-ER-001'], kind: 'spacing' },
  { q: 'tennisbracelet', expect: ['KNK-BR-001'], kind: 'spacing' },
  { q: 'peardrop', expect: ['KNK-RG-006', 'KNK-ER-005'], kind: 'spacing' },
  { q: 'sun burst', expect: ['KNK-PD-005'], kind: 'spacing' },
  { q: 'tear drop', expect: ['KNK-PD-006'], kind: 'spacing' },
  { q: 'goldkada', expect: [...BANGLES], kind: 'spacing' },
  { q: 'hoopearrings', expect: [...HOOPS], kind: 'spacing' },

  // Plural for singular and singular for plural (names say "Ring" but "Studs", "Jhumkas", "Hoops").
  { q: 'ring', expect: [...RINGS], kind: 'plural' },
  { q: 'bangle', expect: [...BANGLES], kind: 'plural' },
  { q: 'necklace', expect: [...NECKLACES], kind: 'plural' },
  { q: 'earring', expect: [...EARRINGS], kind: 'plural' },
  { q: 'pendant', expect: [...PENDANTS], kind: 'plural' },
  { q: 'bracelet', expect: [...BRACELETS], kind: 'plural' },
  { q: 'jhumka', expect: [...JHUMKA], kind: 'plural' },
  { q: 'studs', expect: [...STUDS], kind: 'plural' },
  { q: 'stud', expect: [...STUDS], kind: 'plural' },
  { q: 'hoop', expect: [...HOOPS], kind: 'plural' },
  { q: 'bands', expect: [...BANDS], kind: 'plural' },
  { q: 'emeralds', expect: [...EMERALD], kind: 'plural' },
  { q: 'sapphires', expect: [...SAPPHIRE], kind: 'plural' },
  { q: 'rubies', expect: [...RUBY], kind: 'plural' },
  { q: 'hearts', expect: [...HEART], kind: 'plural' },
  { q: 'flowers', expect: [...FLORAL], kind: 'plural' },
  { q: 'leaves', expect: [...LEAF], kind: 'plural' },
  { q: 'stars', expect: [...STAR], kind: 'plural' },

  // Hindi and other Indian words in Latin letters: piece kinds.
  { q: 'jhumki', expect: [...JHUMKA], kind: 'hindi' },
  { q: 'jhumke', expect: [...JHUMKA], kind: 'hindi' },
  { q: 'kada', expect: [...BANGLES], kind: 'hindi' },
  { q: 'kara', expect: [...BANGLES], kind: 'hindi' },
  { q: 'kangan', expect: [...BANGLES], kind: 'hindi' },
  { q: 'chudi', expect: [...BANGLES], kind: 'hindi' },
  { q: 'choodi', expect: [...BANGLES], kind: 'hindi' },
  { q: 'haar', expect: [...NECKLACES], kind: 'hindi' },
  { q: 'rani haar', expect: [...NECKLACES], kind: 'hindi' },
  { q: 'angoothi', expect: [...RINGS], kind: 'hindi' },
  { q: 'anguthi', expect: [...RINGS], kind: 'hindi' },
  { q: 'mundri', expect: [...RINGS], kind: 'hindi' },
  { q: 'bali', expect: [...HOOPS], kind: 'hindi' },
  { q: 'baali', expect: [...HOOPS], kind: 'hindi' },
  { q: 'tops', expect: [...STUDS], kind: 'hindi' },
  { q: 'locket', expect: [...PENDANTS], kind: 'hindi' },

  // Hindi phrases: heera/hira is diamond, sona/sone is gold (which narrows nothing).
  { q: 'sone ki angoothi', expect: [...RINGS], kind: 'hindi' },
  { q: 'sone ke kangan', expect: [...BANGLES], kind: 'hindi' },
  { q: 'heera angoothi', expect: [...DIAMOND_RINGS], kind: 'hindi' },
  { q: 'hira pendant', expect: [...DIAMOND_PENDANTS], kind: 'hindi' },
  { q: 'heere ka haar', expect: [...DIAMOND_NECKLACES], kind: 'hindi' },
  { q: 'heere ki baali', expect: ['KNK-ER-001'], kind: 'hindi' },

  // Hindi stone and motif words: panna emerald, manik ruby, neelam sapphire, nazar evil eye,
  // mor/mayur peacock, kamal/padma lotus, tara/sitara star, dil heart, phool flower.
  { q: 'panna', expect: [...EMERALD], kind: 'hindi' },
  { q: 'manik', expect: [...RUBY], kind: 'hindi' },
  { q: 'neelam', expect: [...SAPPHIRE], kind: 'hindi' },
  { q: 'nazar', expect: [...EVIL_EYE], kind: 'hindi' },
  { q: 'nazariya', expect: [...EVIL_EYE], kind: 'hindi' },
  { q: 'mor haar', expect: ['KNK-NK-005'], kind: 'hindi' },
  { q: 'mayur', expect: ['KNK-NK-005'], kind: 'hindi' },
  { q: 'kamal', expect: [...LOTUS], kind: 'hindi' },
  { q: 'padma', expect: [...LOTUS], kind: 'hindi' },
  { q: 'sitara', expect: [...STAR], kind: 'hindi' },
  // "Tara" is star and also the name of the Tara Huggie Hoops.
  { q: 'tara', expect: [...STAR, 'KNK-ER-001'], kind: 'hindi' },
  { q: 'dil', expect: [...HEART], kind: 'hindi' },
  { q: 'phool', expect: [...FLORAL], kind: 'hindi' },

  // Other words for what the catalogue calls something else.
  { q: 'daily wear', expect: [...EVERYDAY], kind: 'synonym' },
  { q: 'danglers', expect: ['KNK-ER-004', 'KNK-ER-005', 'KNK-ER-009'], kind: 'synonym' },
  { q: 'finger ring', expect: [...RINGS], kind: 'synonym' },
  { q: 'ear tops', expect: [...STUDS], kind: 'synonym' },
  { q: 'solitaire studs', expect: ['KNK-ER-002'], kind: 'synonym' },
  { q: 'three stone ring', expect: ['KNK-RG-008'], kind: 'synonym' },
  { q: 'teardrop earrings', expect: ['KNK-ER-005'], kind: 'synonym' },
  { q: 'red stone ring', expect: ['KNK-RG-009'], kind: 'synonym' },
  { q: 'green stone', expect: [...EMERALD], kind: 'synonym' },
  { q: 'blue stone', expect: [...SAPPHIRE], kind: 'synonym' },
  { q: 'gold chain', expect: ['KNK-NK-003', 'KNK-NK-007'], kind: 'synonym' },
  { q: 'wedding band', expect: [...BANDS], kind: 'synonym' },

  // Product codes as printed on the tag, and as people retype them.
  { q: 'KNK-RG-001', expect: ['KNK-RG-001'], kind: 'code' },
  { q: 'knk-pd-007', expect: ['KNK-PD-007'], kind: 'code' },
  { q: 'knk rg 001', expect: ['KNK-RG-001'], kind: 'code' },
  { q: 'KNKRG001', expect: ['KNK-RG-001'], kind: 'code' },
  { q: 'KNK-ER-009', expect: ['KNK-ER-009'], kind: 'code' },
  { q: 'KNKNK005', expect: ['KNK-NK-005'], kind: 'code' },
  { q: 'knk br 008', expect: ['KNK-BR-008'], kind: 'code' },
  { q: 'KNK-BG-004', expect: ['KNK-BG-004'], kind: 'code' },
  { q: 'RG-012', expect: ['KNK-RG-012'], kind: 'code' },
  { q: 'knk-nk-001', expect: ['KNK-NK-001'], kind: 'code' },
  { q: 'KNK BG 008', expect: ['KNK-BG-008'], kind: 'code' },
  { q: 'knkpd005', expect: ['KNK-PD-005'], kind: 'code' },
  { q: 'KNK-BR-003', expect: ['KNK-BR-003'], kind: 'code' },
  { q: ' KNK-ER-002 ', expect: ['KNK-ER-002'], kind: 'code' },

  // Words found only in descriptions (motifs, techniques, occasions).
  { q: 'temple jewellery', expect: ['KNK-NK-005'], kind: 'description' },
  { q: 'granulation', expect: ['KNK-ER-004'], kind: 'description' },
  { q: 'bell shaped earrings', expect: ['KNK-ER-004'], kind: 'description' },
  { q: 'medallion', expect: ['KNK-PD-005'], kind: 'description' },
  { q: 'hexagonal', expect: ['KNK-ER-007'], kind: 'description' },
  { q: 'engraved', expect: ['KNK-PD-005', 'KNK-BG-004'], kind: 'description' },
  { q: 'bridal', expect: ['KNK-BG-004', 'KNK-BG-007', 'KNK-ER-009'], kind: 'description' },
  {
    q: 'wedding',
    expect: [
      'KNK-RG-009',
      'KNK-PD-009',
      'KNK-ER-005',
      'KNK-ER-009',
      'KNK-NK-005',
      'KNK-BG-004',
      'KNK-BG-007',
    ],
    kind: 'description',
  },
  {
    q: 'engagement ring',
    expect: ['KNK-RG-001', 'KNK-RG-002', 'KNK-RG-003', 'KNK-RG-006', 'KNK-RG-008', 'KNK-RG-012'],
    kind: 'description',
  },
  {
    q: 'festive',
    expect: ['KNK-PD-009', 'KNK-NK-005', 'KNK-BR-008', 'KNK-BG-004', 'KNK-BG-005'],
    kind: 'description',
  },
  { q: 'sangeet', expect: ['KNK-ER-009'], kind: 'description' },
  { q: 'office', expect: ['KNK-NK-006'], kind: 'description' },
  {
    q: 'gift for her',
    expect: ['KNK-PD-002', 'KNK-PD-003', 'KNK-BR-004', 'KNK-BR-005'],
    kind: 'description',
  },
  { q: 'anniversary', expect: ['KNK-PD-003'], kind: 'description' },
  { q: 'pave', expect: ['KNK-RG-002', 'KNK-RG-012', 'KNK-PD-003'], kind: 'description' },
  {
    q: 'brilliant cut',
    expect: ['KNK-RG-001', 'KNK-PD-004', 'KNK-ER-002', 'KNK-NK-008'],
    kind: 'description',
  },
  { q: 'protective', expect: [...EVIL_EYE], kind: 'description' },
  { q: 'statement necklace', expect: ['KNK-NK-005'], kind: 'description' },
  { q: 'stacking bangles', expect: ['KNK-BG-002', 'KNK-BG-003'], kind: 'description' },
  { q: 'openable bangle', expect: ['KNK-BG-008'], kind: 'description' },
  { q: 'bezel', expect: ['KNK-NK-002'], kind: 'description' },
  { q: 'nature inspired', expect: ['KNK-BR-006', 'KNK-RG-004'], kind: 'description' },
  { q: 'rope chain', expect: ['KNK-BR-007'], kind: 'description' },

  // Category words, as the category tiles name them and as shoppers phrase them.
  { q: 'Rings', expect: [...RINGS], kind: 'category' },
  { q: 'Pendants', expect: [...PENDANTS], kind: 'category' },
  { q: 'Earrings', expect: [...EARRINGS], kind: 'category' },
  { q: 'Necklaces', expect: [...NECKLACES], kind: 'category' },
  { q: 'bracelets', expect: [...BRACELETS], kind: 'category' },
  { q: 'BANGLES', expect: [...BANGLES], kind: 'category' },
  { q: 'ladies rings', expect: [...RINGS], kind: 'category' },
  { q: 'all rings', expect: [...RINGS], kind: 'category' },
  { q: 'earrings for women', expect: [...EARRINGS], kind: 'category' },
  { q: 'womens bracelets', expect: [...BRACELETS], kind: 'category' },
  { q: 'pendants for girls', expect: [...PENDANTS], kind: 'category' },

  // Several words together: piece kind + stone, motif, shape or metal.
  { q: 'diamond jhumka', expect: [...JHUMKA], kind: 'multi-word' },
  { q: 'gold kada', expect: [...BANGLES], kind: 'multi-word' },
  { q: 'ruby ring', expect: ['KNK-RG-009'], kind: 'multi-word' },
  { q: 'rose gold heart pendant', expect: ['KNK-PD-003'], kind: 'multi-word' },
  { q: 'diamond earrings', expect: [...DIAMOND_EARRINGS], kind: 'multi-word' },
  { q: 'diamond necklace', expect: [...DIAMOND_NECKLACES], kind: 'multi-word' },
  { q: 'diamond pendant', expect: [...DIAMOND_PENDANTS], kind: 'multi-word' },
  { q: 'diamond bangles', expect: [...DIAMOND_BANGLES], kind: 'multi-word' },
  { q: 'emerald necklace', expect: ['KNK-NK-005'], kind: 'multi-word' },
  { q: 'ruby necklace', expect: ['KNK-NK-004'], kind: 'multi-word' },
  { q: 'emerald pendant', expect: ['KNK-PD-006'], kind: 'multi-word' },
  { q: 'sapphire earrings', expect: ['KNK-ER-008'], kind: 'multi-word' },
  { q: 'ruby bangle', expect: ['KNK-BG-007'], kind: 'multi-word' },
  { q: '18k white gold solitaire ring', expect: ['KNK-RG-001'], kind: 'multi-word' },
  { q: '14kt rose gold ring', expect: [...RINGS], kind: 'multi-word' },
  { q: 'yellow gold bangles', expect: [...BANGLES], kind: 'multi-word' },
  { q: 'plain gold ring', expect: [...PLAIN_GOLD_RINGS], kind: 'multi-word' },
  { q: 'gold hoops', expect: [...HOOPS], kind: 'multi-word' },
  { q: 'hoop earrings', expect: [...HOOPS], kind: 'multi-word' },
  { q: 'diamond studs', expect: ['KNK-ER-002', 'KNK-ER-006'], kind: 'multi-word' },
  { q: 'marquise diamond ring', expect: ['KNK-RG-004'], kind: 'multi-word' },
  { q: 'oval diamond ring', expect: ['KNK-RG-012'], kind: 'multi-word' },
  { q: 'pear diamond', expect: ['KNK-RG-006', 'KNK-ER-005', 'KNK-BG-008'], kind: 'multi-word' },
  { q: 'evil eye bracelet', expect: ['KNK-BR-004'], kind: 'multi-word' },
  { q: 'heart bracelet', expect: ['KNK-BR-005'], kind: 'multi-word' },
  { q: 'charm bracelet', expect: ['KNK-BR-005', 'KNK-BR-004'], kind: 'multi-word' },
  { q: 'lotus pendant', expect: ['KNK-PD-008'], kind: 'multi-word' },
  { q: 'floral pendant', expect: ['KNK-PD-001'], kind: 'multi-word' },
  { q: 'flower bangle', expect: ['KNK-BG-005', 'KNK-BG-007'], kind: 'multi-word' },
  {
    q: 'plain gold bangle',
    expect: ['KNK-BG-001', 'KNK-BG-004', 'KNK-BG-006'],
    kind: 'multi-word',
  },

  // Words cut short mid-typing (search as you type).
  { q: 'neckl', expect: [...NECKLACES], kind: 'prefix' },
  { q: 'brace', expect: [...BRACELETS], kind: 'prefix' },
  { q: 'pend', expect: [...PENDANTS], kind: 'prefix' },
  { q: 'earr', expect: [...EARRINGS], kind: 'prefix' },
  { q: 'bang', expect: [...BANGLES], kind: 'prefix' },
  { q: 'solit', expect: [...SOLITAIRE], kind: 'prefix' },
  { q: 'jhum', expect: [...JHUMKA], kind: 'prefix' },
  { q: 'peaco', expect: ['KNK-NK-005'], kind: 'prefix' },
  { q: 'emer', expect: [...EMERALD], kind: 'prefix' },
  { q: 'sapph', expect: [...SAPPHIRE], kind: 'prefix' },
  { q: 'marq', expect: [...MARQUISE], kind: 'prefix' },
  { q: 'lotu', expect: [...LOTUS], kind: 'prefix' },
  { q: 'tenn', expect: ['KNK-BR-001'], kind: 'prefix' },
  { q: 'eter', expect: ['KNK-RG-003', 'KNK-BG-002'], kind: 'prefix' },
  // "chand" begins both Chandelier and Chandni.
  { q: 'chand', expect: ['KNK-ER-009', 'KNK-NK-006'], kind: 'prefix' },
  { q: 'diamond pend', expect: [...DIAMOND_PENDANTS], kind: 'prefix' },
  { q: 'gold ban', expect: [...BANGLES], kind: 'prefix' },
  { q: 'ruby ri', expect: ['KNK-RG-009'], kind: 'prefix' },

  // Things the catalogue does not sell: the search should show its empty state.
  { q: 'mangalsutra', expect: [], kind: 'hindi' },
  { q: 'payal', expect: [], kind: 'hindi' },
  { q: 'maang tikka', expect: [], kind: 'hindi' },
  { q: 'nose pin', expect: [], kind: 'category' },
  { q: 'anklet', expect: [], kind: 'category' },
];
