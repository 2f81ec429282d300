import { GOLD_COLOUR_LABELS, GOLD_COLOURS } from '@kanak/domain/catalog';
import { IMAGES_BY_COLOUR } from '@kanak/domain/product-images';
import { BTN_SM } from '../../../../components/ui/class-names';
import { Panel } from '../../../../components/ui/panel';
import { adminSend, type AdminProduct } from '../../api';
import { ImageThumbs } from './image-thumbs';
import { MediaUploadForm } from './media-upload-form';
import { useMediaAction } from './use-media-action';

/** Images per gold colour (or all at once) and the one product video. */
export function MediaPanel({ product }: { product: AdminProduct }) {
  const media = useMediaAction(product.id);
  const { busy } = media;
  const remove = (url: string) =>
    void media.run(() => adminSend(`products/${product.id}/media`, 'DELETE', { url }), 'Removed.');
  const clip = product.product_video;
  return (
    <Panel title="Images and video" id="media" className="desktop:sticky desktop:top-4">
      <div className="space-y-4">
        {GOLD_COLOURS.map((c) => (
          <ImageThumbs
            key={c}
            title={GOLD_COLOUR_LABELS[c]}
            urls={product[IMAGES_BY_COLOUR[c]]}
            onRemove={remove}
            busy={busy}
          />
        ))}
        <div>
          <h3 className="font-sans text-sm font-bold text-ink">Video</h3>
          {clip ? (
            <div className="mt-1 space-y-1">
              <video
                src={clip}
                controls
                muted
                preload="metadata"
                className="aspect-square w-full max-w-48 rounded-xs bg-sand"
              />
              <button type="button" className={BTN_SM} disabled={busy} onClick={() => remove(clip)}>
                Remove video
              </button>
            </div>
          ) : (
            <p className="text-sm text-ink-muted">No video.</p>
          )}
        </div>
        <MediaUploadForm productId={product.id} media={media} />
      </div>
    </Panel>
  );
}
