/** UI timers of SPEC §9, in milliseconds. */
export const TIMERS = {
  heroCarouselMs: 3000,
  categoryCarouselMs: 3000,
  bestSellerAutoplayMs: 3000,
  slideTransitionMs: 500,
  galleryAutoAdvanceMs: 2000,
  gallerySpeedMs: 500,
  searchDebounceMs: 500,
  searchDebounceMobileMs: 700,
  filterDebounceMs: 1500,
  metalDefaultDelayMs: 1000,
  chunkLoadTimeoutMs: 120_000,
} as const;
