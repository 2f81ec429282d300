import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endOfLifeWarning, refusal, satisfies } from './node-version.mjs';

const root = new URL('../../../', import.meta.url);
const engines: string = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).engines.node;

describe("the Node versions Kanak starts on (package.json's engines, decision 054)", () => {
  it('admits the lines CI tests and refuses older ones, and ones its dependencies refuse', () => {
    for (const version of ['20.19.0', '20.20.2', '22.13.0', '24.0.0', '24.21.0', '26.1.0']) {
      expect(satisfies(version, engines), version).toBe(true);
    }
    // 20.18 and 22.12 lack what vite and eslint need; 21 and 23 are odd lines no dependency promises.
    for (const version of ['16.20.2', '18.20.8', '20.18.3', '21.7.3', '22.12.0', '23.11.1']) {
      expect(satisfies(version, engines), version).toBe(false);
    }
  });

  it('stops an older Node with one line naming what it needs, exit status 1, before any dependency loads', () => {
    const child = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "Object.defineProperty(process.versions, 'node', { value: '18.20.8' }); await import('./apps/api/src/node-version.mjs');",
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(child.status).toBe(1);
    expect(child.stdout).toBe('');
    expect(child.stderr).toBe(`${refusal('18.20.8', engines)}\n`);
    expect(refusal('18.20.8', engines)).toBe(
      `Kanak needs Node ${engines}; this is Node 18.20.8. Install Node 24 LTS (nodejs.org), ` +
        'or run this once with it from the npm registry: npx -p node@24 npm start',
    );
    expect(refusal('24.0.0', engines)).toBeNull();
  });

  it('refuses to read a range it does not understand rather than letting any Node through', () => {
    expect(() => satisfies('24.0.0', '~24.1.0')).toThrow('cannot read "~24.1.0"');
  });

  it('warns production on a line past its last security release', () => {
    expect(endOfLifeWarning('20.20.2', '2026-11-27')).toBe(
      'Node 20.20.2 has had no security releases since 2026-04-30: run production on Node 24 LTS (docs/deployment.md).',
    );
    expect(endOfLifeWarning('20.20.2', '2026-04-30')).toBeNull();
    expect(endOfLifeWarning('24.21.0', '2026-11-27')).toBeNull();
    expect(endOfLifeWarning('26.1.0', '2026-11-27')).toBeNull();
  });
});
