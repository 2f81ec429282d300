import { ChatIcon } from '../components/ui/icons';
import { SHOP_INFO } from '../lib/shop-info';

/** The floating chat button of SPEC §2, on every page. */
export function FloatingChat() {
  return (
    <aside aria-label="Chat">
      <a
        href={SHOP_INFO.chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="surface-dark fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 inline-flex size-13 items-center justify-center rounded-full bg-maroon text-ivory shadow-lift ring-1 ring-gold-light/50 transition-transform duration-(--duration-quick) hover:-translate-y-0.5 hover:bg-maroon-deep desktop:right-6 desktop:bottom-6 desktop:size-14"
      >
        <ChatIcon className="size-6 desktop:size-7" />
        <span className="sr-only">Chat with us on WhatsApp (opens in a new tab)</span>
      </a>
    </aside>
  );
}
