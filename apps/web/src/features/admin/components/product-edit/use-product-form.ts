import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_GST_PERCENT, DEFAULT_MAKING_CHARGE } from '@kanak/domain/catalog';
import { toast } from '../../../../components/ui/toast';
import { adminKeys, adminSend, type AdminProduct, type AdminProductInput } from '../../api';
import { useFormState } from '../../hooks/use-form-state';

export interface Stone {
  name: string;
  weight: string;
  price: string;
}
export type Flag = 'product_is_diamond' | 'ring' | 'stone' | 'best_seller' | 'is_active';

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
export type TextField = (typeof TEXT_FIELDS)[number];
type Text = Record<TextField, string>;

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function initialText(p: AdminProduct | undefined): Text {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, p ? str(p[f]) : ''])) as Text;
  // SPEC §9 defaults for a new product.
  return p
    ? text
    : {
        ...text,
        price_making_charge: String(DEFAULT_MAKING_CHARGE),
        gst: String(DEFAULT_GST_PERCENT),
      };
}

/** The form's strings and flags as the API's product body. */
function toBody(
  text: Text,
  flags: Record<Flag, boolean>,
  stones: Stone[],
  sizes: number[],
): Partial<AdminProductInput> & Record<string, unknown> {
  const num = (f: TextField) => (text[f].trim() === '' ? null : Number(text[f]));
  const orNull = (f: TextField) => text[f].trim() || null;
  return {
    name: text.name,
    description: text.description,
    product_category_id: Number(text.product_category_id),
    product_code: text.product_code,
    prodheight: num('prodheight'),
    prodweight: num('prodweight'),
    prod_width: num('prod_width'),
    product_dimensions: orNull('product_dimensions'),
    metal_weight: Number(text.metal_weight),
    diamond_weight: num('diamond_weight') ?? 0,
    diamond_count: num('diamond_count') ?? 0,
    diamond_shape: orNull('diamond_shape'),
    price_making_charge: num('price_making_charge') ?? undefined,
    gst: num('gst') ?? undefined,
    stone_weight: num('stone_weight'),
    type: orNull('type'),
    metal_type: orNull('metal_type'),
    karat: orNull('karat'),
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
}

/** The product form's state, and saving it: create (then go to its page) or update. */
export function useProductForm(product: AdminProduct | undefined) {
  const [text, setText] = useState(() => initialText(product));
  const [flags, setFlags] = useState<Record<Flag, boolean>>(() => ({
    product_is_diamond: product?.product_is_diamond ?? true,
    ring: product?.ring ?? false,
    stone: product?.stone ?? false,
    best_seller: product?.best_seller ?? false,
    is_active: product?.is_active ?? true,
  }));
  const [stones, setStones] = useState<Stone[]>(() =>
    (product?.other_info_point2.stones ?? []).map((s) => ({
      name: s.name,
      weight: str(s.weight),
      price: str(s.price),
    })),
  );
  const [sizes, setSizes] = useState<number[]>(() => product?.ring_sizes ?? []);
  const [busy, setBusy] = useState(false);
  const form = useFormState();
  const client = useQueryClient();
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.reset();
    const body = toBody(text, flags, stones, sizes);
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

  return {
    text,
    setField: (name: TextField, value: string) => setText((t) => ({ ...t, [name]: value })),
    flags,
    setFlag: (name: Flag, value: boolean) => setFlags((f) => ({ ...f, [name]: value })),
    stones,
    setStones,
    sizes,
    toggleSize: (size: number, on: boolean) =>
      setSizes((list) => (on ? [...list, size] : list.filter((x) => x !== size))),
    busy,
    form,
    onSubmit,
  };
}

export type ProductFormState = ReturnType<typeof useProductForm>;
