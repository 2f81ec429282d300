import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Job } from '../../workshop-api';
import { JobSummary } from './job-summary';

const issued: Job = {
  id: 42,
  number: 'JC-00042',
  order_id: 7,
  item_id: 9,
  karigar_id: 3,
  karat: '22k',
  gold_issued_g: 10,
  fine_issued_mg: 9_160,
  stones_issued: [{ kind: 'diamond', carats: 0.25, count: 5 }],
  due_on: '2026-12-20',
  status: 'issued',
  overdue: false,
  gross_weight_g: null,
  net_weight_g: null,
  scrap_returned_g: null,
  stones_returned: null,
  loss_mg: null,
  loss_percent: null,
  flagged: false,
  created_at: '2026-11-27T06:00:00.000Z',
  received_at: null,
};
const received = (loss: Partial<Job>): Job => ({
  ...issued,
  status: 'received',
  gross_weight_g: 10.2,
  net_weight_g: 9.5,
  scrap_returned_g: 0.2,
  stones_returned: [],
  received_at: '2026-11-28T06:00:00.000Z',
  ...loss,
});
const html = (job: Job) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <JobSummary job={job} karigar="Suresh Verma" piece="Aanya ring" />
    </MemoryRouter>,
  );
const text = (job: Job) =>
  html(job)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('a job card on the order', () => {
  it('shows the number, the karigar, the gold in its karat and in fine gold, and the PDF in a new tab', () => {
    const words = text(issued);
    expect(words).toContain('JC-00042');
    expect(words).toContain('With karigar');
    expect(words).toContain('10 g 22 KT · 9.16 g fine');
    expect(words).toContain('5 diamond, 0.25 ct');
    expect(words).toContain('20 Dec 2026');
    expect(html(issued)).toMatch(
      /<a href="\/api\/admin\/jobs\/42\/pdf" target="_blank" rel="noreferrer" aria-label="Job card \(PDF\), JC-00042, opens in a new tab"[^>]*>Job card \(PDF\)/,
    );
    expect(words).not.toContain('Loss');
  });

  it('marks a job past its due date as overdue', () => {
    expect(text({ ...issued, overdue: true })).toContain('Overdue');
  });

  it('shows the loss once received, and flags it only when the API flagged it', () => {
    const flagged = text(received({ loss_mg: 275, loss_percent: 3, flagged: true }));
    expect(flagged).toContain('Gross 10.2 g · net 9.5 g · scrap 0.2 g');
    expect(flagged).toContain('275 mg (3.00%)');
    expect(flagged).toContain('Above allowed loss');
    expect(flagged).toContain('This loss is above the allowed percentage');
    const within = text(received({ loss_mg: 46, loss_percent: 0.5, flagged: false }));
    expect(within).toContain('46 mg (0.50%)');
    expect(within).not.toContain('Above allowed loss');
    expect(within).not.toContain('above the allowed percentage');
  });
});
