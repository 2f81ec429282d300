import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { FILE_INPUT, LINK } from '../../../components/ui/class-names';
import { InputField } from '../../../components/ui/form-field';
import { StatusLine } from '../../../components/ui/status-line';
import { useFormState } from '../hooks/use-form-state';
import { useViewer } from '../hooks/use-viewer';

const REQUIRED = 'Please fill name, category id, email and password.';
const CATEGORY_HINT = 'Rings 24, Pendants 20, Earrings 21, Necklaces 18, Bracelets 19';

/**
 * SPEC §2 /test, §5, §7: the internal product-creation test form. An admin's e-mail and password
 * (or an admin session) create an inactive draft product with the video and images.
 */
export function ProductTestPage() {
  const viewer = useViewer();
  const admin = viewer.kind === 'signed-in' && viewer.user.role === 'admin';
  const [answer, setAnswer] = useState<{ message: string; product_id: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [local, setLocal] = useState<Record<string, string>>({});
  const form = useFormState();
  const video = useRef<HTMLInputElement>(null);
  const images = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.reset();
    setAnswer(null);
    const data = new FormData(event.currentTarget);
    const problems: Record<string, string> = {};
    for (const name of ['name', 'product_category_id', ...(admin ? [] : ['email', 'password'])]) {
      if (!String(data.get(name) ?? '').trim()) problems[name] = REQUIRED;
    }
    const clip = video.current?.files?.[0];
    if (clip && !/\.mp4$/i.test(clip.name) && clip.type !== 'video/mp4')
      problems.product_video = 'The video must be mp4.';
    for (const file of images.current?.files ?? []) {
      if (!/\.(png|jpe?g)$/i.test(file.name) && !['image/png', 'image/jpeg'].includes(file.type))
        problems.images = 'The images must be png or jpg.';
    }
    setLocal(problems);
    if (Object.keys(problems).length > 0) return;
    // Empty file inputs would send empty parts; only real files go.
    if (!clip) data.delete('product_video');
    if ((images.current?.files?.length ?? 0) === 0) data.delete('images');
    setBusy(true);
    try {
      const result = await apiRequest<{ message: string; product_id: number }>('product-test', {
        method: 'POST',
        body: data,
      });
      setAnswer(result);
      form.succeed(result.message);
    } catch (e) {
      form.fail(e);
    } finally {
      setBusy(false);
    }
  };
  const error = (name: string) => local[name] ?? form.fieldError(name);

  return (
    <section aria-labelledby="test-title" className="mx-auto max-w-xl px-4 py-10 desktop:py-14">
      <title>Product test form · Kanak</title>
      <p className="eyebrow">Internal</p>
      <h1 id="test-title" className="mt-2 font-display text-3xl text-ink">
        Product creation test
      </h1>
      <p className="mt-2 text-sm text-ink-soft">
        Creates an inactive draft product from an admin account. Finish it in the{' '}
        <Link to="/admin/products" className={LINK}>
          admin catalogue
        </Link>
        .
      </p>
      <form
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        className="mt-6 space-y-4 rounded-sm border border-line bg-pearl p-5"
      >
        <InputField dense id="t-name" name="name" label="Name" error={error('name')} />
        <InputField
          dense
          id="t-category"
          name="product_category_id"
          inputMode="numeric"
          label="Category id"
          hint={CATEGORY_HINT}
          error={error('product_category_id')}
        />
        <InputField
          dense
          id="t-email"
          name="email"
          type="email"
          autoComplete="username"
          label={admin ? 'Email (optional: you are signed in as an admin)' : 'Email'}
          error={error('email')}
        />
        <InputField
          dense
          id="t-password"
          name="password"
          type="password"
          autoComplete="current-password"
          label={admin ? 'Password (optional)' : 'Password'}
          error={error('password')}
        />
        <InputField
          dense
          ref={video}
          id="t-video"
          name="product_video"
          type="file"
          accept="video/mp4,.mp4"
          label="Product video (mp4)"
          error={error('product_video')}
          inputClassName={FILE_INPUT}
        />
        <InputField
          dense
          ref={images}
          id="t-images"
          name="images"
          type="file"
          multiple
          accept="image/png,image/jpeg,.png,.jpg,.jpeg"
          label="Images (png or jpg)"
          error={error('images')}
          inputClassName={FILE_INPUT}
        />
        <StatusLine ok={form.ok} error={form.error} />
        {answer && (
          <div className="rounded-xs border border-line bg-ivory p-3 text-sm">
            <p className="font-semibold text-ink">Server answer</p>
            <pre className="mt-1 overflow-x-auto font-mono text-xs text-ink-soft">
              {JSON.stringify(answer, null, 2)}
            </pre>
            {admin && (
              <Link
                to={`/admin/products/${answer.product_id}`}
                className={`${LINK} mt-2 inline-flex min-h-tap items-center`}
              >
                Open draft product #{answer.product_id}
              </Link>
            )}
          </div>
        )}
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          {busy ? 'Sending…' : 'Create product'}
        </button>
      </form>
    </section>
  );
}
