// The Node versions Kanak runs on are package.json's `engines.node` (decision 054). This module stops
// an older Node with one line before anything else loads: scripts/start.mjs imports it first, and so
// does the server (apps/api/src/server.ts), so a dependency never fails first with a stack trace.
// Plain JavaScript, importing only node:fs, so that it parses and runs on old Node lines too.
import { readFileSync } from 'node:fs';

/** Node 24 is what production runs (Dockerfile); the message names it. */
const RECOMMENDED = 24;
/** The last day of security releases of the lines `engines` admits (nodejs.org/en/about/previous-releases). */
const END_OF_LIFE = { 20: '2026-04-30', 22: '2027-04-30', 24: '2028-04-30' };

function parts(version) {
  return version
    .replace(/^v/, '')
    .split('.')
    .map((n) => Number(n) || 0);
}

function atLeast(version, floor) {
  const [a = 0, b = 0, c = 0] = parts(version);
  const [x = 0, y = 0, z = 0] = parts(floor);
  return a !== x ? a > x : b !== y ? b > y : c >= z;
}

/**
 * Whether `version` (e.g. "24.1.0") is in `range`: alternatives joined by `||`, each `^X.Y.Z` (that
 * major line from X.Y.Z on) or `>=X[.Y.Z]`. Any other form throws, so a range written in a way this
 * does not read fails every start and test instead of letting any Node through.
 */
export function satisfies(version, range) {
  return range.split('||').some((alternative) => {
    const term = alternative.trim();
    if (/^\^\d+\.\d+\.\d+$/.test(term))
      return parts(version)[0] === parts(term.slice(1))[0] && atLeast(version, term.slice(1));
    if (/^>=\d+(\.\d+){0,2}$/.test(term)) return atLeast(version, term.slice(2));
    throw new Error(`package.json engines.node: cannot read "${term}" (write ^X.Y.Z or >=X.Y.Z)`);
  });
}

/** The line why `version` may not run Kanak, or null when it may. */
export function refusal(version, range) {
  if (satisfies(version, range)) return null;
  return (
    `Kanak needs Node ${range}; this is Node ${version}. Install Node ${RECOMMENDED} LTS ` +
    `(nodejs.org), or run this once with it from the npm registry: npx -p node@${RECOMMENDED} npm start`
  );
}

/** A warning for production on a line past its last security release, or null. */
export function endOfLifeWarning(version, today) {
  const end = END_OF_LIFE[parts(version)[0]];
  if (!end || today <= end) return null;
  return `Node ${version} has had no security releases since ${end}: run production on Node ${RECOMMENDED} LTS (docs/deployment.md).`;
}

const range = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'))
  .engines.node;
const refused = refusal(process.versions.node, range);
if (refused) {
  console.error(refused);
  process.exit(1);
}
if (process.env.NODE_ENV === 'production') {
  const warning = endOfLifeWarning(process.versions.node, new Date().toISOString().slice(0, 10));
  if (warning) console.warn(warning);
}
