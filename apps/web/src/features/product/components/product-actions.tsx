import type { Ref } from 'react';
import { BagIcon, HeartIcon } from '../../../components/ui/icons';
import type { IntentAction } from '../../../lib/session/sign-in-intent';

interface ProductActionsProps {
  onAction: (action: IntentAction) => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * ADD TO CART and SAVE (SPEC §2). Cart and wishlist need an account: a visitor is asked to sign in
 * first, and the tap is done once they have (SPEC §5).
 */
export function ProductActions({ onAction, ref }: ProductActionsProps) {
  return (
    <div ref={ref} className="grid grid-cols-[1fr_auto] gap-3">
      <button type="button" className="btn btn-primary min-h-13" onClick={() => onAction('cart')}>
        <BagIcon className="size-5" />
        ADD TO CART
      </button>
      <button
        type="button"
        className="btn btn-outline min-h-13 px-5"
        onClick={() => onAction('wishlist')}
      >
        <HeartIcon className="size-5" />
        SAVE
      </button>
    </div>
  );
}
