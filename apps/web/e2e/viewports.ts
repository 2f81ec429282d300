/** The two screens every browser spec runs at (a phone and a laptop); no vitest, so the set-up may use it. */
export const VIEWPORTS = [
  { name: 'mobile', width: 360, height: 800, isMobile: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];
