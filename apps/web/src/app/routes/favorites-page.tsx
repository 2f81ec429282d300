import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_CART_CLARITY, DEFAULT_GOLD_COLOUR, DEFAULT_KARAT } from '@kanak/domain/catalog';
import type { Favorite } from '@kanak/domain/contract/favorites';
import { MESSAGES } from '@kanak/domain/messages';
import { formatRupees } from '@kanak/domain/money';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { toast } from '../../components/ui/toast';
import { paths } from '../../lib/paths';
import { useAddToCart } from '../../features/cart/api/add-to-cart';
import { ListQuery, PageFrame, SignedIn } from '../../components/layouts/account-frame';
import { pictureFor } from '@kanak/domain/product-images';
import { useFavorites } from '../../features/favorites/api/use-favorites';
import { useRemoveFavorite } from '../../features/favorites/api/remove-favorite';

/** /favorites and /Favorites: the wishlist (SPEC §2 "Favorites page"). */
export function FavoritesPage() {
  return (
    <PageFrame eyebrow="Saved for later" title="Your wishlist" documentTitle="Favorites">
      <SignedIn
        loginMessage="Please login to see your favorites."
        loadingLabel="Loading your favorites"
      >
        {() => <FavoritesContent />}
      </SignedIn>
    </PageFrame>
  );
}

function FavoritesContent() {
  const favorites = useFavorites();
  return (
    <ListQuery
      query={favorites}
      loadingLabel="Loading your favorites"
      emptyMessage={MESSAGES.empty.favorites}
    >
      {({ data }) => (
        <ul
          aria-label="Your favorites"
          className="grid grid-cols-1 gap-5 min-[520px]:grid-cols-2 desktop:grid-cols-3 desktop:gap-8"
        >
          {data.map((favorite) => (
            <FavoriteCard key={favorite.id} favorite={favorite} />
          ))}
        </ul>
      )}
    </ListQuery>
  );
}

function FavoriteCard({ favorite }: { favorite: Favorite }) {
  const { product } = favorite;
  const navigate = useNavigate();
  const remove = useRemoveFavorite();
  const addToCart = useAddToCart();
  const [busy, setBusy] = useState(false);
  const picture = pictureFor(product);
  const nameId = `favorite-${favorite.id}`;

  const addToBag = () => {
    // A ring is made to a size, which is chosen on its page.
    if (product.ring && product.ring_sizes.length > 0) {
      toast.success('Choose a ring size to add this ring to your cart');
      return void navigate(paths.product(product.id));
    }
    setBusy(true);
    addToCart.mutate(
      {
        productId: product.id,
        quantity: 1,
        goldColour: DEFAULT_GOLD_COLOUR,
        karat: DEFAULT_KARAT,
        clarity: DEFAULT_CART_CLARITY,
      },
      {
        onSuccess: () => void navigate(paths.cart),
        onSettled: () => setBusy(false),
      },
    );
  };

  return (
    <li
      aria-labelledby={nameId}
      className="flex flex-col overflow-hidden rounded-sm border border-line bg-pearl"
    >
      <Link to={paths.product(product.id)} tabIndex={-1} aria-hidden="true" className="block">
        <div className="aspect-[4/3] overflow-hidden bg-sand">
          {picture && (
            <ResponsiveImage
              src={picture}
              alt=""
              sizes="(min-width: 1280px) 400px, (min-width: 520px) 50vw, 100vw"
              className="size-full object-cover"
            />
          )}
        </div>
      </Link>
      <div className="flex flex-1 flex-col p-4 desktop:p-5">
        <p className="eyebrow">{product.category.name}</p>
        <h2 id={nameId} className="mt-1.5 font-display text-xl leading-snug font-semibold text-ink">
          {product.name}
        </h2>
        <p className="mt-1 text-ink">
          <span className="text-xs text-ink-muted">approx. </span>
          <span className="font-bold tabular-nums">{formatRupees(product.price)}</span>
        </p>
        <div className="mt-auto grid gap-2 pt-4">
          <button
            type="button"
            aria-describedby={nameId}
            className="btn btn-primary"
            disabled={busy}
            onClick={addToBag}
          >
            Add to Cart
          </button>
          <Link
            to={paths.product(product.id)}
            aria-describedby={nameId}
            className="btn btn-outline"
          >
            View Details
          </Link>
          <button
            type="button"
            aria-describedby={nameId}
            className="mx-auto inline-flex min-h-tap items-center px-3 text-sm font-semibold text-ink-soft underline-offset-4 hover:text-maroon hover:underline disabled:opacity-50"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(product.id, {
                onSuccess: () => toast.success(`${product.name} removed from your wishlist`),
              })
            }
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
