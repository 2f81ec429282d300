import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OrderItem as WireOrderItem } from '@kanak/domain/contract/orders';
import { toOrderItem } from '../../../lib/order-item';
import { OrderItemCard } from './order-item-card';

const item: WireOrderItem = {
  id: 1,
  product_id: 1,
  name: 'Aanya Solitaire Ring',
  images: { rose_gold: [], white_gold: [], yellow_gold: [] },
  quantity: 1,
  gold_type: 'rose_gold',
  gold_carat: '14k',
  diamond_clarity: 'VVS-VS FG',
  ring_size: 12,
  metal_weight: 3.2,
  diamond_weight: 0.5,
  unit_price: 53_750,
  line_total: 53_750,
  huids: [],
  breakdown: { gold_price: 0, diamond_price: 0, stones_price: 0, making_charge: 0, gst_amount: 0, making_discount: 0, diamond_discount: 0, original_total: 53_750 },
  offer: null,
  finished_metal_weight: null,
};

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('an ordered piece', () => {
  it('names its options as the cart and checkout do', () => {
    const shown = text(renderToStaticMarkup(<OrderItemCard item={toOrderItem(item)} />));
    expect(shown).toContain('Rose Gold · 14 KT · VVS-VS FG · Size 12');
    expect(shown).not.toMatch(/rose gold|14k/);
  });

  it('shows the finished weight the shop recorded beside the one ordered (issue 35 #13)', () => {
    const shown = text(renderToStaticMarkup(<OrderItemCard item={toOrderItem({ ...item, finished_metal_weight: 3.25 })} />));
    expect(shown).toContain('Finished weight 3.25 g');
    expect(shown).toContain('Ordered weight 3.2 g');
  });

  it('names the code that priced it and strikes the price without it', () => {
    const coded = { ...item, offer: { title: 'Diwali', code: 'DIWALI25' }, breakdown: { ...item.breakdown, original_total: 58_000 } };
    const html = renderToStaticMarkup(<OrderItemCard item={toOrderItem(coded)} />);
    expect(text(html)).toContain('Code DIWALI25');
    expect(html).toContain('<s class="text-ink-muted">₹58,000</s>');
  });
});
