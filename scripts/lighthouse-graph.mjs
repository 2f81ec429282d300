// `node --import tsx scripts/lighthouse-graph.mjs URL [label,...]`: one Lighthouse run (mobile,
// simulated throttling) on a running shop, then the graph Lighthouse simulated for each metric,
// node by node: each request (start–end in simulated ms, bytes, connection timing) and each main
// thread task (simulated span, and its larger events as measured). This is what decides LCP, FCP
// and TBT in `npm run bench:web` (decision 037). Labels: optimisticLargestContentfulPaint,
// pessimisticLargestContentfulPaint (default), pessimisticTotalBlockingTime, …
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { CHROMIUM, CHROMIUM_FLAGS } from './lib/chromium.ts';

const [url, labels = 'pessimisticLargestContentfulPaint'] = process.argv.slice(2);
if (!url) throw new Error('usage: lighthouse-graph.mjs URL [labels]');
await fetch(url); // rendered once, as a running shop has
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const audits = result?.lhr.audits ?? {};
  const value = (id) => Math.round(audits[id]?.numericValue ?? NaN);
  console.log(
    `LCP ${value('largest-contentful-paint')} ms, FCP ${value('first-contentful-paint')} ms, ` +
      `TBT ${value('total-blocking-time')} ms, CPU index ${result?.lhr.environment.benchmarkIndex}`,
  );
  for (const label of labels.split(',')) {
    const timings = Lantern.Simulation.Simulator.allNodeTimings.get(label);
    if (!timings) {
      console.log(`\nno graph named ${label}`);
      continue;
    }
    const rows = [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
    console.log(`\n${label}: ${rows.length} nodes`);
    for (const [node, t] of rows) {
      const span = `${String(Math.round(t.startTime)).padStart(5)}–${String(Math.round(t.endTime)).padEnd(5)}`;
      if (node.type === 'network') {
        const request = node.request;
        console.log(
          `  net ${span} ${String(request.transferSize).padStart(7)} B  ${request.url.replace(/^https?:\/\/[^/]+/, '')}`,
        );
      } else {
        const events = (node.childEvents ?? [])
          .filter((e) => e.dur > 2000)
          .slice(0, 6)
          .map((e) => `${e.name} ${(e.dur / 1000).toFixed(1)}`);
        console.log(
          `  cpu ${span} ${String(Math.round(t.endTime - t.startTime)).padStart(4)} ms  ${events.join(', ')}`,
        );
      }
    }
  }
} finally {
  chrome.kill();
}
