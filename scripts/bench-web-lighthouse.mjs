// Lighthouse for `npm run bench:web` (scripts/bench-web.mjs): runs, medians, the printed table.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { root } from './size-web.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// ARCHITECTURE §6 (issue 20): performance ≥ 98, the others 100, LCP ≤ 1.6 s; issue 20 adds
// TBT ≤ 100 ms and CLS ≤ 0.02.
const SCORE_BUDGET = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const METRIC_BUDGET = { LCP: 1600, TBT: 100, CLS: 0.02 };
const METRICS = [
  ['LCP', 'largest-contentful-paint', 'ms'],
  ['FCP', 'first-contentful-paint', 'ms'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['CLS', 'cumulative-layout-shift', ''],
  ['SI', 'speed-index', 'ms'],
];

export const lighthouseVersion = JSON.parse(
  readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
).version;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function summarise(lhrs) {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      median(lhrs.map((l) => Math.round((l.categories[c].score ?? 0) * 100))),
    ]),
  );
  const metrics = Object.fromEntries(
    METRICS.map(([label, id]) => [label, median(lhrs.map((l) => l.audits[id].numericValue))]),
  );
  // What kept a category below 100 in any run, so a FAIL says where to look.
  const findings = new Set();
  for (const lhr of lhrs)
    for (const c of CATEGORIES)
      for (const ref of lhr.categories[c].auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 0.9)
          findings.add(`${c}: ${audit.title}`);
      }
  return {
    scores,
    metrics,
    // Each run's performance score, and how fast Lighthouse found this machine meanwhile.
    performanceRuns: lhrs.map((l) => Math.round((l.categories.performance.score ?? 0) * 100)),
    benchmarkIndex: Math.round(median(lhrs.map((l) => l.environment.benchmarkIndex))),
    findings: [...findings],
  };
}

/** One Lighthouse run; a run that Lighthouse itself could not record (NO_NAVSTART, NO_FCP under
 * load) is tried again, twice at most, and said so. */
async function lighthouseRun(url, port, cpuSlowdown) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // Mobile's throttling with another CPU multiplier (--cpu-slowdown): 8 plays this host at half
      // its speed, as a busy or slow host would be.
      ...(cpuSlowdown
        ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } }
        : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt === 3) throw new Error(`${url}: ${error.message}`);
    console.log(`  ${error.code} — trying again`);
  }
}

/** `runs` Lighthouse reports per page, each saved to `lhDir`, summarised by their medians. */
export async function lighthouseRuns(pages, base, port, runs, lhDir, cpuSlowdown) {
  const results = [];
  for (const page of pages) {
    const lhrs = [];
    for (let run = 1; run <= runs; run++) {
      const result = await lighthouseRun(base + page.path, port, cpuSlowdown);
      writeFileSync(path.join(lhDir, `${page.name}-${run}.json`), result.report);
      lhrs.push(result.lhr);
      process.stdout.write(`  ${page.name} run ${run}/${runs} done\n`);
    }
    results.push({ ...page, runs, ...summarise(lhrs) });
  }
  return results;
}

/** The table of medians against the budget, and what held any category back. */
export function printResults(results, cpuSlowdown = 4) {
  const pad = (text, n) => String(text).padStart(n);
  const header = [
    'page',
    'perf.',
    'a11y',
    'best pr.',
    'SEO',
    ...METRICS.map(([l]) => l),
    'verdict',
    'perf. runs',
    'CPU idx',
  ];
  console.log(
    `\nLighthouse ${lighthouseVersion}, mobile, simulated throttling (CPU × ${cpuSlowdown}), median of ${results[0]?.runs ?? 0} runs:`,
  );
  console.log(header.map((h, i) => (i === 0 ? h.padEnd(10) : pad(h, 10))).join(' '));
  for (const r of results) {
    const pass =
      CATEGORIES.every((c) => r.scores[c] >= SCORE_BUDGET[c]) &&
      Object.entries(METRIC_BUDGET).every(([label, max]) => r.metrics[label] <= max);
    const cells = [
      ...CATEGORIES.map((c) => r.scores[c]),
      ...METRICS.map(([label, , unit]) =>
        unit === 'ms' ? `${Math.round(r.metrics[label])} ms` : r.metrics[label].toFixed(3),
      ),
      pass ? 'PASS' : 'FAIL',
      r.performanceRuns.join('/'),
      r.benchmarkIndex,
    ];
    console.log([r.name.padEnd(10), ...cells.map((c) => pad(c, 10))].join(' '));
  }
  console.log(
    `Budget: performance ≥ ${SCORE_BUDGET.performance}, accessibility, best practices and SEO 100, ` +
      `LCP ≤ ${METRIC_BUDGET.LCP} ms, TBT ≤ ${METRIC_BUDGET.TBT} ms, CLS ≤ ${METRIC_BUDGET.CLS} (medians).`,
  );
  console.log(
    "CPU idx: Lighthouse's benchmarkIndex during the runs (higher is faster). Simulated throttling " +
      `multiplies the CPU time it measures by ${cpuSlowdown}, so a busy machine inflates TBT, FCP and LCP.`,
  );
  console.log('Pages:');
  for (const r of results) console.log(`  ${r.name}: ${r.path}`);
  const findings = results.flatMap((r) => r.findings.map((f) => `  ${r.name} — ${f}`));
  if (findings.length > 0) console.log(`Audits below 90 in some run:\n${findings.join('\n')}`);
}
