import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Product } from '@kanak/domain/contract/product';
import { NotFoundContent } from '../../components/not-found-content';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { hasSessionHint, useSession } from '../../lib/session/use-me';
import { openAuthModal } from '../../lib/session/auth-prompt';
import { useResumeIntent, type IntentAction } from '../../lib/session/sign-in-intent';
import { useAddToCart } from '../../features/cart/api/add-to-cart';
import { useAddFavorite } from '../../features/favorites/api/add-favorite';
import { useFavorites } from '../../features/favorites/api/use-favorites';
import { usePrefetchPrice, usePrice } from '../../features/product/api/get-price';
import { parseProductId, useProduct } from '../../features/product/api/get-product';
import { DeliveryNote } from '../../features/product/components/delivery-note';
import { ProductActions } from '../../features/product/components/product-actions';
import { ProductBreadcrumb } from '../../features/product/components/product-breadcrumb';
import { ProductDetails } from '../../features/product/components/product-details';
import { ProductGallery } from '../../features/product/components/product-gallery';
import { ProductLoadError } from '../../features/product/components/product-load-error';
import { ProductOptions } from '../../features/product/components/product-options';
import { ProductSkeleton } from '../../features/product/components/product-skeleton';
import {
  ProductDescription,
  ProductHeading,
} from '../../features/product/components/product-summary';
import { PromisePanel } from '../../features/product/components/promise-panel';
import { StickyCartBar } from '../../features/product/components/sticky-cart-bar';
import {
  useProductOptions,
  type ProductOptionsApi,
} from '../../features/product/components/use-product-options';

/** /productdetail/{productId} (SPEC §2). An id that names no product shows the not-found page. */
export function ProductPage() {
  const id = parseProductId(useParams().id);
  if (id === null) return <NotFoundContent />;
  // A new id is a new page: options, gallery and dialogs start afresh.
  return <ProductLoader key={id} id={id} />;
}

function ProductLoader({ id }: { id: number }) {
  const product = useProduct(id);
  // The price needs only the id and the options, so it loads alongside the product, not after it.
  const optionsState = useProductOptions();
  const price = usePrice(id, optionsState.options);
  if (product.isPending) return <ProductSkeleton />;
  if (product.isError) {
    if (product.error instanceof ApiError && product.error.status === 404) {
      return <NotFoundContent />;
    }
    return (
      <ProductLoadError message={product.error.message} onRetry={() => void product.refetch()} />
    );
  }
  return <ProductView product={product.data} optionsState={optionsState} price={price} />;
}

interface ProductViewProps {
  product: Product;
  optionsState: ProductOptionsApi;
  price: ReturnType<typeof usePrice>;
}

function ProductView({ product, optionsState, price }: ProductViewProps) {
  const { options } = optionsState;
  const prefetchPrice = usePrefetchPrice(product.id, options);
  const session = useSession();
  const signedIn = session.user !== null;
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const favorites = useFavorites();
  const addFavorite = useAddFavorite();
  const [ringSizeError, setRingSizeError] = useState<string | undefined>();
  const needsRingSize = product.ring && product.ring_sizes.length > 0;

  // Until `me` answers, or while the page hydrates with the server's signed-out view, a signed-in
  // customer's tap would be taken for a visitor's: it waits for the answer, and is never lost.
  const waiting = useRef<IntentAction | null>(null);
  const sessionUnknown = () => session.checking || session.hint !== hasSessionHint();
  // SPEC §5 "Cart and save": without a signed-in customer the login popup opens. What they
  // tapped is carried through signing in (or up) and done once they are back, signed in.
  const act = (action: IntentAction) => {
    if (sessionUnknown()) return void (waiting.current = action);
    if (action === 'wishlist') {
      if (!signedIn) return openAuthModal({ action, productId: product.id });
      // SPEC §2: SAVE leads to /favorites when the piece is already a favourite.
      if (favorites.data?.data.some((f) => f.product_id === product.id)) {
        return void navigate(paths.favorites);
      }
      if (addFavorite.isPending) return;
      return addFavorite.mutate(product.id, {
        onSuccess: () => toast.success('Saved to your wishlist'),
      });
    }
    // A ring is made to a size: asked for before anything else, so the piece is complete.
    if (needsRingSize && options.ringSize === null) {
      setRingSizeError('Please select a ring size');
      document.getElementById('ring-size')?.focus();
      return;
    }
    if (!signedIn) return openAuthModal({ action, productId: product.id });
    if (addToCart.isPending) return;
    addToCart.mutate(
      {
        productId: product.id,
        quantity: options.quantity,
        goldColour: options.goldColour,
        karat: options.karat,
        clarity: options.clarity,
        ...(needsRingSize && options.ringSize !== null ? { ringSize: options.ringSize } : {}),
      },
      {
        // SPEC §4: clears the chosen ring size, then goes to /placeorder.
        onSuccess: () => {
          void optionsState.setRingSize(null).then(() => navigate(paths.cart));
        },
      },
    );
  };
  useResumeIntent(product.id, signedIn && !session.checking, act);
  const actWhenKnown = useEffectEvent(() => {
    const action = waiting.current;
    if (!action || sessionUnknown()) return;
    waiting.current = null;
    act(action);
  });
  useEffect(() => actWhenKnown(), [session.checking, session.hint]);
  const pageRef = useRef<HTMLElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const priceUpdating = price.isPlaceholderData;

  return (
    <article
      ref={pageRef}
      className="mx-auto max-w-page px-4 pt-3 pb-10 desktop:px-8 desktop:pt-8 desktop:pb-20"
    >
      <title>{`${product.name} · Kanak`}</title>
      <ProductBreadcrumb product={product} />
      {/*
       * Phones: name and price, then the picture, then the rest, so the first screen shows all
       * three above the sticky bar. Desktops: the picture on the left, sticky, beside the column.
       */}
      <div className="grid gap-x-14 gap-y-3 desktop:mt-6 desktop:grid-cols-[minmax(0,1.08fr)_minmax(0,1fr)] desktop:grid-rows-[auto_1fr] desktop:gap-y-0">
        <div className="desktop:col-start-2 desktop:row-start-1">
          <ProductHeading
            product={product}
            price={price.data}
            priceUpdating={priceUpdating}
            priceFailed={price.isError}
            onRetryPrice={() => void price.refetch()}
          />
        </div>
        <div className="max-desktop:-mx-4 desktop:sticky desktop:top-6 desktop:col-start-1 desktop:row-span-2 desktop:row-start-1 desktop:self-start">
          <ProductGallery key={options.goldColour} product={product} colour={options.goldColour} />
        </div>
        <div className="min-w-0 space-y-8 max-desktop:mt-4 desktop:col-start-2 desktop:row-start-2 desktop:mt-5">
          <ProductDescription product={product} />
          <div className="border-t border-line pt-7">
            <ProductOptions
              product={product}
              state={{
                ...optionsState,
                setRingSize: (size) => {
                  setRingSizeError(undefined);
                  return optionsState.setRingSize(size);
                },
              }}
              onPreview={prefetchPrice}
              ringSizeError={ringSizeError}
            />
          </div>
          <div className="space-y-4">
            <ProductActions ref={actionsRef} onAction={act} />
            <DeliveryNote />
          </div>
          {/* Below a phone's first screen. */}
          <div className="lay-out-on-approach space-y-8">
            <PromisePanel />
            <ProductDetails
              product={product}
              options={options}
              price={price.data}
              priceUpdating={priceUpdating}
            />
          </div>
        </div>
      </div>
      <StickyCartBar
        actionsRef={actionsRef}
        pageRef={pageRef}
        total={price.data?.total}
        onAddToCart={() => act('cart')}
      />
    </article>
  );
}
