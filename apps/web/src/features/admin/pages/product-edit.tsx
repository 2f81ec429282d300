import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { GOLD_COLOUR_LABELS } from '@kanak/domain/catalog';
import { imageUrlAt } from '@kanak/domain/media';
import { toast } from '../../../components/ui/toast';
import {
  adminKeys,
  adminSend,
  useCategories,
  useProduct,
  type AdminProduct,
  type AdminProductInput,
} from '../api';
import {
  BackLink,
  BTN_SM,
  Field,
  INPUT,
  LINK,
  LoadError,
  Loading,
  PageHeader,
  Panel,
  Status,
  rupees,
  useFormState,
} from '../components/ui';

const RING_SIZES = Array.from({ length: 20 }, (_, i) => i + 6);

interface Stone {
  name: string;
  weight: string;
  price: string;
}
type Text = Record<string, string>;
type Flags = Record<'product_is_diamond' | 'ring' | 'stone' | 'best_seller' | 'is_active', boolean>;

const TEXT_FIELDS = [
  'name',
  'description',
  'product_category_id',
  'product_code',
  'prodheight',
  'prodweight',
  'prod_width',
  'product_dimensions',
  'metal_weight',
  'diamond_weight',
  'diamond_count',
  'diamond_shape',
  'price_making_charge',
  'gst',
  'stone_weight',
  'type',
  'metal_type',
  'karat',
] as const;

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function initial(p: AdminProduct | undefined) {
  const text: Text = {};
  for (const f of TEXT_FIELDS) text[f] = p ? str(p[f]) : '';
  if (!p) {
    text.price_making_charge = '4';
    text.gst = '3';
  }
  const flags: Flags = {
    product_is_diamond: p?.product_is_diamond ?? true,
    ring: p?.ring ?? false,
    stone: p?.stone ?? false,
    best_seller: p?.best_seller ?? false,
    is_active: p?.is_active ?? true,
  };
  const stones: Stone[] = (p?.other_info_point2.stones ?? []).map((s) => ({
    name: s.name,
    weight: str(s.weight),
    price: str(s.price),
  }));
  return { text, flags, stones, sizes: p?.ring_sizes ?? [] };
}

/** Create or edit a product: every SPEC §3 field, then its images per colour and its video. */
export function ProductEditPage({ id }: { id: number | null }) {
  const query = useProduct(id);
  const title = id ? (query.data?.data.name ?? 'Product') : 'New product';
  return (
    <>
      <BackLink to="/admin/products">All products</BackLink>
      <PageHeader
        title={title}
        description={
          id && query.data
            ? `${query.data.data.product_code} · list price ${rupees(query.data.data.price)} (rose, 14 KT, VS-SI GH)`
            : undefined
        }
      />
      {id && query.isPending ? (
        <Loading />
      ) : id && query.isError ? (
        <LoadError error={query.error} />
      ) : (
        <div className="grid gap-4 desktop:grid-cols-[1fr_22rem] desktop:items-start">
          <ProductForm key={query.data?.data.id ?? 'new'} product={query.data?.data} />
          {query.data ? (
            <MediaPanel product={query.data.data} />
          ) : (
            <Panel title="Images and video" id="media">
              <p className="text-sm text-ink-soft">
                Save the product first, then add its images per colour and its video here.
              </p>
            </Panel>
          )}
        </div>
      )}
    </>
  );
}

function ProductForm({ product }: { product: AdminProduct | undefined }) {
  const start = initial(product);
  const [text, setText] = useState(start.text);
  const [flags, setFlags] = useState(start.flags);
  const [stones, setStones] = useState(start.stones);
  const [sizes, setSizes] = useState<number[]>(start.sizes);
  const [busy, setBusy] = useState(false);
  const categories = useCategories();
  const form = useFormState();
  const client = useQueryClient();
  const navigate = useNavigate();

  const num = (f: string) => (text[f]!.trim() === '' ? null : Number(text[f]));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.reset();
    const body: Partial<AdminProductInput> & Record<string, unknown> = {
      name: text.name!,
      description: text.description!,
      product_category_id: Number(text.product_category_id),
      product_code: text.product_code!,
      prodheight: num('prodheight'),
      prodweight: num('prodweight'),
      prod_width: num('prod_width'),
      product_dimensions: text.product_dimensions!.trim() || null,
      metal_weight: Number(text.metal_weight),
      diamond_weight: num('diamond_weight') ?? 0,
      diamond_count: num('diamond_count') ?? 0,
      diamond_shape: text.diamond_shape!.trim() || null,
      price_making_charge: num('price_making_charge') ?? undefined,
      gst: num('gst') ?? undefined,
      stone_weight: num('stone_weight'),
      type: text.type!.trim() || null,
      metal_type: text.metal_type!.trim() || null,
      karat: text.karat!.trim() || null,
      ...flags,
      ring_sizes: flags.ring ? [...sizes].sort((a, b) => a - b) : [],
      stones: stones
        .filter((s) => s.name.trim())
        .map((s) => ({
          name: s.name.trim(),
          weight: Number(s.weight) || 0,
          price: Number(s.price) || 0,
        })),
    };
    setBusy(true);
    try {
      const answer = product
        ? await adminSend<{ data: AdminProduct }>(`products/${product.id}`, 'PUT', body)
        : await adminSend<{ data: AdminProduct }>('products', 'POST', body);
      client.setQueryData(adminKeys.product(answer.data.id), answer);
      void client.invalidateQueries({ queryKey: adminKeys.products, exact: false });
      const message = product ? 'Product saved.' : 'Product created';
      form.succeed(message);
      toast.success(message);
      if (!product) void navigate(`/admin/products/${answer.data.id}`, { replace: true });
    } catch (e) {
      form.fail(e);
    } finally {
      setBusy(false);
    }
  };

  const textField = (
    name: string,
    label: string,
    opts: { hint?: string; type?: 'number' | 'text'; className?: string; step?: string } = {},
  ) => (
    <Field
      id={`p-${name}`}
      label={label}
      hint={opts.hint}
      error={form.fieldError(name)}
      className={opts.className}
    >
      {(describedBy, invalid) => (
        <input
          id={`p-${name}`}
          type={opts.type ?? 'text'}
          step={opts.step}
          inputMode={opts.type === 'number' ? 'decimal' : undefined}
          value={text[name] ?? ''}
          onChange={(e) => setText((t) => ({ ...t, [name]: e.target.value }))}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={INPUT}
        />
      )}
    </Field>
  );
  const flag = (name: keyof Flags, label: string) => (
    <label className="flex min-h-tap items-center gap-2 text-sm font-semibold text-ink">
      <input
        type="checkbox"
        checked={flags[name]}
        onChange={(e) => setFlags((f) => ({ ...f, [name]: e.target.checked }))}
        className="size-5 accent-maroon"
      />
      {label}
    </label>
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <Panel title="Product" id="p-basics">
        <div className="grid gap-3 sm:grid-cols-2">
          {textField('name', 'Name', { className: 'sm:col-span-2' })}
          <Field
            id="p-product_category_id"
            label="Category"
            error={form.fieldError('product_category_id')}
          >
            {(describedBy, invalid) => (
              <select
                id="p-product_category_id"
                value={text.product_category_id}
                onChange={(e) => setText((t) => ({ ...t, product_category_id: e.target.value }))}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                className={INPUT}
              >
                <option value="">Choose…</option>
                {categories.data?.data.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name} ({c.id})
                  </option>
                ))}
              </select>
            )}
          </Field>
          {textField('product_code', 'Product code')}
          <Field
            id="p-description"
            label="Description"
            error={form.fieldError('description')}
            className="sm:col-span-2"
          >
            {(describedBy, invalid) => (
              <textarea
                id="p-description"
                rows={4}
                value={text.description}
                onChange={(e) => setText((t) => ({ ...t, description: e.target.value }))}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                className={INPUT}
              />
            )}
          </Field>
          {textField('type', 'Type', { hint: 'e.g. Pendant' })}
          {textField('metal_type', 'Metal type', { hint: 'e.g. Gold' })}
          {textField('karat', 'Karat shown', { hint: 'e.g. 14k / 18k' })}
          <div className="flex flex-wrap items-end gap-x-5">
            {flag('is_active', 'Active (shown in the shop)')}
            {flag('best_seller', 'Best seller')}
          </div>
        </div>
      </Panel>

      <Panel title="Weights and pricing" id="p-weights">
        <div className="grid grid-cols-2 gap-3 desktop:grid-cols-3">
          {textField('metal_weight', 'Metal weight (g)', { type: 'number', step: '0.001' })}
          {textField('price_making_charge', 'Making charge', {
            type: 'number',
            step: '0.01',
            hint: 'Multiplier, default 4',
          })}
          {textField('gst', 'GST (%)', { type: 'number', step: '0.01' })}
          {textField('prodweight', 'Gross weight (g)', { type: 'number', step: '0.001' })}
          {textField('prodheight', 'Height (mm)', { type: 'number', step: '0.01' })}
          {textField('prod_width', 'Width (mm)', { type: 'number', step: '0.01' })}
          {textField('product_dimensions', 'Dimensions', {
            className: 'col-span-2 desktop:col-span-3',
            hint: 'As shown to customers, e.g. 18 × 12 mm',
          })}
        </div>
      </Panel>

      <Panel title="Diamonds" id="p-diamonds">
        {flag('product_is_diamond', 'Set with diamonds')}
        {flags.product_is_diamond && (
          <div className="mt-2 grid grid-cols-2 gap-3 desktop:grid-cols-3">
            {textField('diamond_weight', 'Diamond weight (ct)', { type: 'number', step: '0.001' })}
            {textField('diamond_count', 'Diamond count', { type: 'number', step: '1' })}
            {textField('diamond_shape', 'Shape', { hint: 'e.g. Round' })}
          </div>
        )}
      </Panel>

      <Panel title="Ring sizes" id="p-ring">
        {flag('ring', 'This is a ring')}
        {flags.ring && (
          <fieldset className="mt-2">
            <legend className="text-xs font-bold tracking-wide text-ink-soft uppercase">
              Sizes offered
            </legend>
            <div className="mt-2 grid grid-cols-5 gap-1.5 sm:grid-cols-10">
              {RING_SIZES.map((s) => (
                <label
                  key={s}
                  className="flex min-h-tap items-center justify-center gap-1.5 rounded-xs border border-line-strong text-sm has-checked:border-maroon has-checked:bg-maroon-tint"
                >
                  <input
                    type="checkbox"
                    checked={sizes.includes(s)}
                    onChange={(e) =>
                      setSizes((list) =>
                        e.target.checked ? [...list, s] : list.filter((x) => x !== s),
                      )
                    }
                    className="size-4 accent-maroon"
                  />
                  {s}
                </label>
              ))}
            </div>
            {form.fieldError('ring_sizes') && (
              <p className="mt-1 text-sm text-danger">{form.fieldError('ring_sizes')}</p>
            )}
          </fieldset>
        )}
      </Panel>

      <Panel title="Stones" id="p-stones">
        {flag('stone', 'Has coloured stones')}
        {flags.stone && (
          <div className="mt-2 max-w-xs">
            {textField('stone_weight', 'Stone weight (ct)', { type: 'number', step: '0.001' })}
          </div>
        )}
        <div className="mt-3 space-y-2">
          {stones.map((s, i) => (
            <fieldset
              key={i}
              className="grid grid-cols-[1fr_1fr] items-end gap-2 rounded-xs border border-line p-2 sm:grid-cols-[2fr_1fr_1fr_auto]"
            >
              <legend className="sr-only">Stone {i + 1}</legend>
              {(['name', 'weight', 'price'] as const).map((k) => (
                <label
                  key={k}
                  className={`text-xs font-bold tracking-wide text-ink-soft uppercase ${k === 'name' ? 'col-span-2 sm:col-span-1' : ''}`}
                >
                  {k === 'name' ? 'Stone' : k === 'weight' ? 'Weight (ct)' : 'Price (₹)'}
                  <input
                    value={s[k]}
                    inputMode={k === 'name' ? undefined : 'decimal'}
                    onChange={(e) =>
                      setStones((list) =>
                        list.map((x, j) => (j === i ? { ...x, [k]: e.target.value } : x)),
                      )
                    }
                    className={`${INPUT} mt-1 normal-case`}
                  />
                </label>
              ))}
              <button
                type="button"
                className={`${BTN_SM} col-span-2 sm:col-span-1`}
                onClick={() => setStones((list) => list.filter((_, j) => j !== i))}
              >
                Remove<span className="sr-only"> stone {i + 1}</span>
              </button>
            </fieldset>
          ))}
          {form.fieldError('stones') && (
            <p className="text-sm text-danger">{form.fieldError('stones')}</p>
          )}
          <button
            type="button"
            className={BTN_SM}
            onClick={() => setStones((list) => [...list, { name: '', weight: '', price: '' }])}
          >
            Add stone
          </button>
        </div>
      </Panel>

      <div className="sticky bottom-0 -mx-3 space-y-2 border-t border-line bg-ivory/95 px-3 py-3 desktop:static desktop:mx-0 desktop:border-0 desktop:bg-transparent desktop:p-0">
        <Status ok={form.ok} error={form.error} />
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={busy}>
          {busy ? 'Saving…' : product ? 'Save product' : 'Create product'}
        </button>
      </div>
    </form>
  );
}

const COLOURS = ['rose_gold', 'white_gold', 'yellow_gold'] as const;
const LIST: Record<
  (typeof COLOURS)[number],
  'product_pink_images' | 'product_white_images' | 'product_yellow_images'
> = {
  rose_gold: 'product_pink_images',
  white_gold: 'product_white_images',
  yellow_gold: 'product_yellow_images',
};

/** Images per gold colour (or all at once) and the one product video; uploads go through sharp. */
function MediaPanel({ product }: { product: AdminProduct }) {
  const client = useQueryClient();
  const form = useFormState();
  const [busy, setBusy] = useState(false);
  const [colour, setColour] = useState('all');
  const images = useRef<HTMLInputElement>(null);
  const video = useRef<HTMLInputElement>(null);

  const run = async (work: () => Promise<{ data: AdminProduct }>, message: string) => {
    form.reset();
    setBusy(true);
    try {
      const answer = await work();
      client.setQueryData(adminKeys.product(product.id), answer);
      void client.invalidateQueries({ queryKey: adminKeys.products });
      form.succeed(message);
    } catch (e) {
      form.fail(e);
    } finally {
      setBusy(false);
    }
  };
  const upload = (event: FormEvent) => {
    event.preventDefault();
    const data = new FormData();
    data.append('colour', colour); // fields first: the server reads the parts in order
    for (const file of images.current?.files ?? []) data.append('images', file);
    const clip = video.current?.files?.[0];
    if (clip) data.append('video', clip);
    void run(() => adminSend(`products/${product.id}/media`, 'POST', data), 'Uploaded.').then(
      () => {
        if (images.current) images.current.value = '';
        if (video.current) video.current.value = '';
      },
    );
  };
  const remove = (url: string) =>
    void run(() => adminSend(`products/${product.id}/media`, 'DELETE', { url }), 'Removed.');

  return (
    <Panel title="Images and video" id="media" className="desktop:sticky desktop:top-4">
      <div className="space-y-4">
        {COLOURS.map((c) => (
          <Thumbs
            key={c}
            title={GOLD_COLOUR_LABELS[c]}
            urls={product[LIST[c]]}
            onRemove={remove}
            busy={busy}
          />
        ))}
        <div>
          <h3 className="font-sans text-sm font-bold text-ink">Video</h3>
          {product.product_video ? (
            <div className="mt-1 space-y-1">
              <video
                src={product.product_video}
                controls
                muted
                preload="metadata"
                className="aspect-square w-full max-w-48 rounded-xs bg-sand"
              />
              <button
                type="button"
                className={BTN_SM}
                disabled={busy}
                onClick={() => remove(product.product_video!)}
              >
                Remove video
              </button>
            </div>
          ) : (
            <p className="text-sm text-ink-muted">No video.</p>
          )}
        </div>
        <form onSubmit={upload} className="space-y-3 border-t border-line pt-3">
          <Field id="m-colour" label="Add images to">
            {() => (
              <select
                id="m-colour"
                value={colour}
                onChange={(e) => setColour(e.target.value)}
                className={INPUT}
              >
                <option value="all">Every colour</option>
                {COLOURS.map((c) => (
                  <option key={c} value={c}>
                    {GOLD_COLOUR_LABELS[c]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            id="m-images"
            label="Images"
            hint="JPEG, PNG or WebP, up to 8 MB each; cropped square."
            error={form.fieldError('images')}
          >
            {(describedBy) => (
              <input
                ref={images}
                id="m-images"
                type="file"
                multiple
                accept="image/jpeg,image/png,image/webp"
                aria-describedby={describedBy}
                className="block w-full text-sm file:mr-3 file:min-h-tap file:rounded-xs file:border file:border-maroon file:bg-pearl file:px-3 file:font-semibold file:text-maroon"
              />
            )}
          </Field>
          <Field id="m-video" label="Video" hint="MP4, up to 30 MB; replaces the current one.">
            {(describedBy) => (
              <input
                ref={video}
                id="m-video"
                type="file"
                accept="video/mp4"
                aria-describedby={describedBy}
                className="block w-full text-sm file:mr-3 file:min-h-tap file:rounded-xs file:border file:border-maroon file:bg-pearl file:px-3 file:font-semibold file:text-maroon"
              />
            )}
          </Field>
          <Status ok={form.ok} error={form.error} />
          <button type="submit" className="btn btn-primary w-full" disabled={busy}>
            {busy ? 'Working…' : 'Upload'}
          </button>
        </form>
      </div>
    </Panel>
  );
}

function Thumbs({
  title,
  urls,
  onRemove,
  busy,
}: {
  title: string;
  urls: string[];
  onRemove: (url: string) => void;
  busy: boolean;
}): ReactNode {
  return (
    <div>
      <h3 className="font-sans text-sm font-bold text-ink">
        {title} <span className="font-normal text-ink-muted">({urls.length})</span>
      </h3>
      {urls.length === 0 ? (
        <p className="text-sm text-ink-muted">No images.</p>
      ) : (
        <ul className="mt-1 grid grid-cols-4 gap-1.5">
          {urls.map((url, i) => (
            <li key={url} className="relative">
              <a href={url} target="_blank" rel="noreferrer" className={LINK}>
                <img
                  src={imageUrlAt(url, 320)}
                  alt={`${title} image ${i + 1}`}
                  width="80"
                  height="80"
                  loading="lazy"
                  className="aspect-square w-full rounded-xs bg-sand object-cover"
                />
              </a>
              <button
                type="button"
                disabled={busy}
                onClick={() => onRemove(url)}
                className="absolute -top-1 -right-1 flex size-7 items-center justify-center rounded-full border border-line-strong bg-pearl text-sm leading-none text-danger shadow-soft hover:bg-maroon-tint"
              >
                ×
                <span className="sr-only">
                  Remove {title} image {i + 1}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
