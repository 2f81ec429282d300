import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AccountUser } from '@kanak/domain/contract/auth';
import type { FavoritesResponse } from '@kanak/domain/contract/favorites';
import { HeartIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';
import { ME_KEY, sessionOf, useSessionHint } from '../../../lib/session/use-me';
import { FAVORITES_KEY } from '../../../lib/session/account-keys';
import { openAuthModal } from '../../../lib/session/auth-prompt';
import { toastApiError } from '../../../lib/toast-api-error';
import { useCachedQueryState } from '../../../lib/use-cached-query';
import { saveFavorite } from '../api/add-favorite';
import { toast } from '../../../components/ui/toast';

interface WishlistHeartProps {
  productId: number;
  /** The id of the piece's name, so the button reads "Add to wishlist, <name>". */
  describedBy: string;
}

/**
 * SPEC §2 "Heart behaviour": logged out opens the login modal; logged in and already a favourite
 * goes to the wishlist; otherwise the product is added (and the heart fills).
 *
 * A listing shows dozens: each reads the session and the wishlist from the cache, which the header
 * keeps fetched (header-actions.tsx), rather than observing both queries itself.
 */
export function WishlistHeart({ productId, describedBy }: WishlistHeartProps) {
  // Until `me` answers, a signed-in customer's tap would open the login modal.
  const { user, checking } = sessionOf(
    useSessionHint(),
    useCachedQueryState<AccountUser | null>(ME_KEY),
  );
  const favorites = useCachedQueryState<FavoritesResponse>(FAVORITES_KEY);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const signedIn = user !== null;
  const saved = signedIn && Boolean(favorites?.data?.data.some((f) => f.product_id === productId));

  const save = async () => {
    setSaving(true);
    try {
      await saveFavorite(queryClient, productId);
      toast.success('Saved to your wishlist');
    } catch (error) {
      toastApiError(error as Error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <button
      type="button"
      aria-label={saved ? 'In your wishlist' : 'Add to wishlist'}
      aria-describedby={describedBy}
      disabled={saving || checking}
      onClick={() => {
        if (!signedIn) return openAuthModal();
        if (saved) return void navigate(paths.favorites);
        void save();
      }}
      className={`absolute top-2 right-2 inline-flex size-tap items-center justify-center rounded-full bg-pearl/90 shadow-soft backdrop-blur-sm transition-colors duration-(--duration-quick) hover:text-maroon ${
        saved ? 'text-maroon' : 'text-ink'
      }`}
    >
      <HeartIcon className="size-5" fill={saved ? 'currentColor' : 'none'} />
    </button>
  );
}
