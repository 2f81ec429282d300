import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Design, DesignFile, OrderPhoto } from '@kanak/domain/contract/designs';
import { DesignBlock, designRoundLabel } from './design-block';
import { ProductionTracker, stageMedia } from './production-tracker';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const file = (kind: DesignFile['kind'], n: number): DesignFile => ({
  kind,
  content_type:
    kind === 'image' ? 'image/webp' : kind === 'video' ? 'video/mp4' : 'model/gltf-binary',
  url: `/api/orders/7/designs/${n}/files/${kind}`,
});
const design = (round: number, over: Partial<Design> = {}): Design => ({
  id: 10 + round,
  round,
  files: [
    { ...file('image', round), url: `/api/orders/7/designs/${10 + round}/files/0` },
    { ...file('image', round), url: `/api/orders/7/designs/${10 + round}/files/1` },
  ],
  note: null,
  status: 'awaiting_customer',
  customer_comment: null,
  created_at: '2026-11-23T06:00:00.000Z',
  answered_at: null,
  waited_working_days: 0,
  ...over,
});
const round1 = design(1, {
  status: 'changes_requested',
  customer_comment: 'Please make the band thinner',
  answered_at: '2026-11-24T06:00:00.000Z',
});

const block = (designs: Design[], max = 3) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <DesignBlock order={{ id: 7, designs, design_rounds_max: max }} />
    </QueryClientProvider>,
  );

describe('"Your design" on the order page', () => {
  it('shows a round waiting for the customer with its number, the designer’s note, the pictures and both answers', () => {
    const html = block([
      round1,
      design(2, {
        note: 'The band is now 2 mm, as you asked.',
        files: [...design(2).files, file('video', 12), file('model', 12)],
        created_at: '2026-11-26T06:00:00.000Z',
      }),
    ]);
    expect(html).toContain('<h2 id="design-title"');
    expect(text(html)).toContain('Your design');
    expect(text(html)).toContain('Design — round 2 of 3 · sent 26 Nov 2026');
    expect(text(html)).toContain('“The band is now 2 mm, as you asked.”');
    expect(html).toContain('alt="Design round 2, picture 1 of 2"');
    expect(html).toContain('alt="Design round 2, picture 2 of 2"');
    expect(text(html)).toContain('Approve design');
    expect(text(html)).toContain('Ask for changes');
    // The video plays only when asked, inline on a phone; the 3D model waits for its box to near the screen.
    const video = /<video[^>]*>/.exec(html)?.[0] ?? '';
    expect(video).toContain('controls=""');
    expect(video).toContain('playsInline=""');
    expect(video).not.toContain('autoPlay');
    expect(video).toContain('aria-label="Turntable video of design round 2"');
    expect(text(html)).toContain('Preparing the 3D model…');
    expect(html).not.toContain('<canvas');
  });

  it('keeps earlier rounds folded away, with what the customer asked', () => {
    const html = block([round1, design(2)]);
    const history = /<details[\s\S]*<\/details>/.exec(html)?.[0] ?? '';
    expect(history).not.toContain(' open=""');
    expect(text(history)).toContain('Earlier designs (1)');
    expect(text(history)).toContain('Design — round 1 of 3');
    expect(text(history)).toContain('Changes asked on 24 Nov 2026');
    expect(text(history)).toContain('Please make the band thinner');
    expect(history).toContain('alt="Design round 1, picture 1 of 2"');
    expect(text(block([design(1)]))).not.toContain('Earlier designs');
  });

  it('says when the customer approved, and offers no answer any more', () => {
    const html = text(
      block([round1, design(2, { status: 'approved', answered_at: '2026-11-27T05:00:00.000Z' })]),
    );
    expect(html).toContain('Approved on 27 Nov 2026');
    expect(html).toContain('We are making your piece from this design.');
    expect(html).not.toContain('Approve design');
    expect(html).not.toContain('Ask for changes');
  });

  it('repeats the customer’s changes with their date, and says what happens next', () => {
    expect(text(block([round1]))).toContain(
      'Changes asked on 24 Nov 2026: Your comment: Please make the band thinner',
    );
    expect(text(block([round1]))).toContain('will send round 2 here');
    expect(text(block([round1], 1))).toContain('This was the last design round');
  });

  it('past CAD, says what was approved and keeps the design folded away', () => {
    const approved = design(2, { status: 'approved', answered_at: '2026-11-27T05:00:00.000Z' });
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <DesignBlock order={{ id: 7, designs: [round1, approved], design_rounds_max: 3 }} folded />
      </QueryClientProvider>,
    );
    expect(text(html)).toContain('Design — round 2 of 3 · Approved on 27 Nov 2026');
    const folded = /<details class="group\/design[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
    expect(text(folded)).toContain('See the design again');
    expect(folded).toContain('alt="Design round 2, picture 1 of 2"');
    expect(folded).not.toContain(' open=""');
  });

  it('shows nothing before the first design', () => {
    expect(block([])).toBe('');
  });

  it('never shows a round past the limit as more than the limit', () => {
    expect(designRoundLabel(2, 3)).toBe('Design — round 2 of 3');
    expect(designRoundLabel(4, 3)).toBe('Design — round 4 of 4');
  });
});

const photo = (id: number, stage: OrderPhoto['stage']): OrderPhoto => ({
  id,
  stage,
  content_type: 'image/jpeg',
  url: `/api/orders/7/photos/${id}`,
  created_at: '2026-11-25T06:00:00.000Z',
});

describe('the production tracker with photos from the bench', () => {
  const order = {
    status: 'in_production' as const,
    production_stage: 'setting' as const,
    designs: [round1, design(2, { status: 'approved', answered_at: '2026-11-27T05:00:00.000Z' })],
    photos: [photo(1, 'manufacturing'), photo(2, 'manufacturing'), photo(3, 'setting')],
  };

  it('puts each photo under its own stage, and the approved design under CAD only', () => {
    expect(stageMedia(order, 'manufacturing').photos.map((p) => p.src)).toEqual([
      '/api/orders/7/photos/1',
      '/api/orders/7/photos/2',
    ]);
    expect(stageMedia(order, 'setting').photos).toHaveLength(1);
    expect(stageMedia(order, 'designing').photos).toHaveLength(0);
    expect(stageMedia(order, 'cad').approved?.design.round).toBe(2);
    expect(stageMedia(order, 'manufacturing').approved).toBeUndefined();
    // A round the customer sent back is not "approved".
    expect(stageMedia({ designs: [round1], photos: [] }, 'cad').approved).toBeUndefined();
  });

  it('draws the pictures inside their stage’s step, with alt texts that say the stage and day', () => {
    const html = renderToStaticMarkup(<ProductionTracker order={order} />);
    // Each stage's step, up to the next stage's.
    const step = (label: string) =>
      html.split('<li class="relative flex').find((li) => li.includes(`>${label}<`)) ?? '';
    expect(step('Manufacturing')).toContain(
      'alt="Manufacturing: photo 1 of 2 from the bench, 25 Nov 2026"',
    );
    expect(step('Setting')).toContain('alt="Setting: photo 1 of 1 from the bench, 25 Nov 2026"');
    expect(step('CAD')).toContain('Your approved design · round 2');
    expect(step('CAD')).toContain('alt="Design round 2, picture 1 of 2"');
    expect(step('Designing')).not.toContain('<img');
  });

  it('says CAD waits for the customer while the latest design does', () => {
    const atCad = { ...order, production_stage: 'cad' as const, photos: [] };
    expect(
      text(
        renderToStaticMarkup(
          <ProductionTracker order={{ ...atCad, designs: [round1, design(2)] }} />,
        ),
      ),
    ).toContain('CAD Waiting for your approval');
    expect(
      text(renderToStaticMarkup(<ProductionTracker order={{ ...atCad, designs: [round1] }} />)),
    ).toContain('CAD In progress');
  });

  it('keeps the plain tracker while there is nothing to see', () => {
    const html = renderToStaticMarkup(
      <ProductionTracker order={{ ...order, designs: [round1], photos: [] }} />,
    );
    expect(html).toContain('sm:grid-cols-5');
    expect(html).not.toContain('<img');
  });
});
