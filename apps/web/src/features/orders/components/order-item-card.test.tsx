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
  breakdown: { gold_price: 0, diamond_price: 0, stones_price: 0, making_charge: 0, gst_amount: 0 },
};

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('an ordered piece', () => {
  it('names its options as the cart and checkout do', () => {
    const shown = text(renderToStaticMarkup(<OrderItemCard item={toOrderItem(item)} />));
    expect(shown).toContain('Rose Gold · 14 KT · VVS-VS FG · Size 12');
    expect(shown).not.toMatch(/rose gold|14k/);
  });
});
