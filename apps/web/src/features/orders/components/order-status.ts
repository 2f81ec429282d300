import type { Order } from '../../../lib/order-item';
import { orderStory, type OrderStory, type StoryTone } from '@kanak/domain/order-story';

export type StatusTone = StoryTone;

/**
 * The order's one story (ARCHITECTURE §7): the badge, headline and detail the order page, its
 * tracker and the /myorder row all show, from the domain so they cannot tell different stories.
 */
export function orderStatus(order: Order): OrderStory {
  return orderStory(order);
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** An instant as India's date: '23 Nov 2026'. */
export const indiaDay = (iso: string) => dateFormat.format(new Date(iso));

export function orderDate(order: Order): string {
  return indiaDay(order.created_at);
}

/** SPEC §2: the image comes from the list for the item's gold type. */
export function itemImage(item: Order['items'][number]): string | undefined {
  return item.images[item.goldColour][0] ?? item.images.rose_gold[0];
}
