import type { Ref } from 'react';
import { BagIcon, HeartIcon } from '../../../components/ui/icons';
import type { SignInIntent } from './sign-in-dialog';

interface ProductActionsProps {
  onAction: (intent: SignInIntent) => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * ADD TO CART and SAVE (SPEC §2). Cart and wishlist need an account; until sign-in exists both ask
 * the visitor to sign in first (SPEC §5).
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
