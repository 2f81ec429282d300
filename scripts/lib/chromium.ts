/**
 * The system Chromium and the flags it needs on a machine with no network (no sandbox as root, no
 * GPU, none of its background connections). The browser tests launch it with `--headless`, the
 * Lighthouse benchmark with `--headless=new`.
 */
export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
