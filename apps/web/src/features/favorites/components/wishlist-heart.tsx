import { useNavigate } from 'react-router';
import { HeartIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-me';
import { openAuthModal } from '../../../lib/session/auth-prompt';
import { useAddFavorite } from '../api/add-favorite';
import { useFavorites } from '../api/use-favorites';
import { toast } from '../../../components/ui/toast';

interface WishlistHeartProps {
  productId: number;
  /** The id of the piece's name, so the button reads "Add to wishlist, <name>". */
  describedBy: string;
}

/**
 * SPEC §2 "Heart behaviour": logged out opens the login modal; logged in and already a favourite
 * goes to the wishlist; otherwise the product is added (and the heart fills).
 */
export function WishlistHeart({ productId, describedBy }: WishlistHeartProps) {
  const { user, checking } = useSession();
  const signedIn = user !== null;
  const navigate = useNavigate();
  const favorites = useFavorites();
  const add = useAddFavorite();
  const saved = signedIn && Boolean(favorites.data?.data.some((f) => f.product_id === productId));

  return (
    <button
      type="button"
      aria-label={saved ? 'In your wishlist' : 'Add to wishlist'}
      aria-describedby={describedBy}
      // Until `me` answers, a signed-in customer's tap would open the login modal.
      disabled={add.isPending || checking}
      onClick={() => {
        if (!signedIn) return openAuthModal();
        if (saved) return void navigate(paths.favorites);
        add.mutate(productId, { onSuccess: () => toast.success('Saved to your wishlist') });
      }}
      className={`absolute top-2 right-2 inline-flex size-tap items-center justify-center rounded-full bg-pearl/90 shadow-soft backdrop-blur-sm transition-colors duration-(--duration-quick) hover:text-maroon ${
        saved ? 'text-maroon' : 'text-ink'
      }`}
    >
      <HeartIcon className="size-5" fill={saved ? 'currentColor' : 'none'} />
    </button>
  );
}
