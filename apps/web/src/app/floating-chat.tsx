import type { CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useMatch } from 'react-router';
import { ChatIcon } from '../components/ui/icons';
import { parseProductId, productQuery } from '../features/product/api/get-product';
import { useBottomBarHeight } from '../lib/bottom-bar';
import { productChatText, SHOP_INFO, whatsappUrl } from '../lib/shop-info';

// The bar's padding for the phone's home indicator is below its content: centred on the content.
const IN_THE_BAR =
  'bottom-[calc((var(--bottom-bar-height)_+_env(safe-area-inset-bottom,0px)_-_3.25rem)/2)]';
const ABOVE_THE_EDGE = 'bottom-[max(1rem,env(safe-area-inset-bottom))]';

/** The product on show, read from the product page's own query cache; never fetched from here. */
function useProductOnShow() {
  const match = useMatch('/productdetail/:id');
  const id = parseProductId(match?.params.id);
  const { data } = useQuery({ ...productQuery(id ?? 0), enabled: false });
  return id === null ? undefined : data;
}

/**
 * The floating chat button of SPEC §2, on every page; on a product page it names the piece. While
 * a bottom bar is up (the product page's sticky bar on phones, lib/bottom-bar.ts) it moves into the
 * place that bar keeps free at its end, centred on it: above the bar it covered the page's content
 * as it scrolled by, the price breakup's total among it (issue 35 item 13).
 */
export function FloatingChat() {
  const product = useProductOnShow();
  const barHeight = useBottomBarHeight();
  const href = product
    ? whatsappUrl(productChatText(product.name, product.product_code))
    : SHOP_INFO.chatUrl;
  return (
    <aside aria-label="Chat">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        style={
          barHeight ? ({ '--bottom-bar-height': `${barHeight}px` } as CSSProperties) : undefined
        }
        className={`surface-dark fixed right-4 ${barHeight ? IN_THE_BAR : ABOVE_THE_EDGE} z-40 inline-flex size-13 items-center justify-center rounded-full bg-maroon text-ivory shadow-lift ring-1 ring-gold-light/50 transition-[translate,bottom] duration-(--duration-quick) hover:-translate-y-0.5 hover:bg-maroon-deep desktop:right-6 desktop:bottom-6 desktop:size-14`}
      >
        <ChatIcon className="size-6 desktop:size-7" />
        <span className="sr-only">Chat with us on WhatsApp (opens in a new tab)</span>
      </a>
    </aside>
  );
}
