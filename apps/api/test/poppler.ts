import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** poppler-utils (pdfsig, pdftotext): .ci/run installs them; a machine without them skips, loudly. */
export const hasPoppler = ['/usr/bin/pdfsig', '/usr/bin/pdftotext'].every((f) => existsSync(f));
if (!hasPoppler) console.warn('\n*** poppler-utils (pdfsig, pdftotext) are missing: the signature and layout checks are SKIPPED. apt-get install poppler-utils ***\n');

async function withFile<T>(pdf: Buffer, fn: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kanak-pdf-'));
  const file = path.join(dir, 'doc.pdf');
  try {
    await writeFile(file, pdf);
    return await fn(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** What `pdfsig` says of the document's signatures (it exits 0 for valid ones, 1 with none). */
export const pdfsig = (pdf: Buffer) =>
  withFile(pdf, async (file) => {
    const out = await run('pdfsig', [file]).catch((err: { stdout?: string; stderr?: string }) => ({ stdout: `${err.stdout ?? ''}${err.stderr ?? ''}` }));
    return out.stdout;
  });

/** The document's text laid out as printed (`pdftotext -layout`): columns stay on their rows. */
export const pdftotext = (pdf: Buffer) => withFile(pdf, async (file) => (await run('pdftotext', ['-layout', file, '-'])).stdout);

/** A word as printed: its page (from 1), its box in points from the page's top left, and its text. */
export interface PrintedWord {
  page: number;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
  text: string;
}

const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** Every word of the document with where it sits (`pdftotext -bbox`), and each page's size. */
export const pdfWords = (pdf: Buffer) =>
  withFile(pdf, async (file) => {
    const html = (await run('pdftotext', ['-bbox', file, '-'], { maxBuffer: 32 * 1024 * 1024 })).stdout;
    const pages: { width: number; height: number }[] = [];
    const words: PrintedWord[] = [];
    for (const chunk of html.split('<page ').slice(1)) {
      const size = /width="([\d.]+)" height="([\d.]+)"/.exec(chunk);
      pages.push({ width: Number(size?.[1]), height: Number(size?.[2]) });
      for (const m of chunk.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
        words.push({ page: pages.length, xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), yMax: Number(m[4]), text: unescape(m[5] ?? '') });
      }
    }
    return { pages, words };
  });
