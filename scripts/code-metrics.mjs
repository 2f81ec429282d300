// Prints the figures issue 14 promised to track: long files, imports across web features,
// route files that reach the database, and non-null assertions. Run: node scripts/code-metrics.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file))
  .filter((file) => !file.includes('/migrations/'));

// The demo catalogue's data files are data, not code (issue 14 exempts them).
const isSeedData = (file) => file.startsWith('packages/db/src/seed/');
const lineCount = (file) => readFileSync(file, 'utf8').split('\n').length - 1;

const sized = files.filter((file) => !isSeedData(file)).map((file) => ({ file, lines: lineCount(file) }));
const over200 = sized.filter((entry) => entry.lines > 200);
const over300 = sized.filter((entry) => entry.lines > 300);

const featureOf = (file) => /^apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];
const crossFeature = [];
for (const file of files.filter(featureOf)) {
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/from\s+'(\.[^']+)'/g)) {
    const target = path.normalize(path.join(path.dirname(file), match[1]));
    const targetFeature = featureOf(`${target}/`);
    if (targetFeature && targetFeature !== featureOf(file)) crossFeature.push(`${file} → ${target}`);
  }
}

const reachesDatabase = (source) =>
  /^import (?!type)[^;]*from '(drizzle-orm|@kanak\/db)[^']*'/m.test(source) || /\b(db|tx|database)\.(select|insert|update|delete|execute|transaction)\(/.test(source);
const routeFiles = files.filter((file) => file.endsWith('.routes.ts'));
const routesWithSql = routeFiles.filter((file) => reachesDatabase(readFileSync(file, 'utf8')));

const userAssertions = files
  .filter((file) => !file.endsWith('.test.ts') && file !== 'scripts/code-metrics.mjs')
  .reduce((count, file) => count + (readFileSync(file, 'utf8').match(/request\.user!/g)?.length ?? 0), 0);

const report = [
  ['source files (outside seed data)', sized.length],
  ['files over 200 lines', over200.length],
  ['files over 300 lines', over300.length],
  ['imports across web features', crossFeature.length],
  [`route files that reach the database (of ${routeFiles.length})`, routesWithSql.length],
  ['request.user! assertions', userAssertions],
];
for (const [label, value] of report) console.log(`${String(value).padStart(5)}  ${label}`);
if (process.argv.includes('--list')) {
  console.log('\nover 300 lines:', over300.map((entry) => `${entry.file} (${entry.lines})`));
  console.log('\nacross features:', crossFeature);
  console.log('\nroutes reaching the database:', routesWithSql);
}
