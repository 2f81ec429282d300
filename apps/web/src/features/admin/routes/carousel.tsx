import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { adminKeys, adminSend, useCarousel, type AdminCarouselItem } from '../api';
import { BTN_SM } from '../../../components/ui/class-names';
import { FileField } from '../../../components/ui/form-field';
import { Panel } from '../../../components/ui/panel';
import { StatusLine } from '../../../components/ui/status-line';
import { PageHeader } from '../components/page-header';
import { Pill } from '../components/status-pill';
import { useFormState } from '../hooks/use-form-state';
import { QueryView } from '../components/query-view';

const bannerAt = (url: string, w: number) => url.replace(/-\d+\.webp$/, `-${w}.webp`);

/** The home carousel: slides in order, switched on and off, uploaded as 16:6 banners. */
export function CarouselPage() {
  const query = useCarousel();
  const client = useQueryClient();
  const form = useFormState();
  const [busy, setBusy] = useState(false);
  const files = useRef<HTMLInputElement>(null);

  const run = async (work: () => Promise<{ data: AdminCarouselItem[] }>, message: string) => {
    setBusy(true);
    form.reset();
    try {
      const answer = await work();
      client.setQueryData(adminKeys.carousel, answer);
      void client.invalidateQueries({ queryKey: ['catalog', 'home-carousel'] });
      form.succeed(message);
    } catch (e) {
      form.fail(e);
    } finally {
      setBusy(false);
    }
  };
  const slides = query.data?.data ?? [];
  const move = (index: number, by: number) => {
    const ids = slides.map((s) => s.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    void run(() => adminSend('carousel/reorder', 'POST', { ids }), 'Order saved.');
  };
  const upload = (event: FormEvent) => {
    event.preventDefault();
    const data = new FormData();
    for (const file of files.current?.files ?? []) data.append('images', file);
    void run(() => adminSend('carousel', 'POST', data), 'Slide added.').then(() => {
      if (files.current) files.current.value = '';
    });
  };

  return (
    <>
      <PageHeader
        title="Carousel"
        description="The slides at the top of the home page, first to last. Uploads are cropped to 16:6."
      />
      <div className="grid gap-4 desktop:grid-cols-[1fr_20rem] desktop:items-start">
        <div>
          <QueryView query={query} isEmpty={() => slides.length === 0} empty="No slides yet.">
          {() => (
            <ol className="space-y-2">
              {slides.map((slide, i) => (
                <li key={slide.id} className="rounded-sm border border-line bg-pearl p-3">
                  {slide.images[0] && (
                    <img
                      src={bannerAt(slide.images[0], 640)}
                      alt={`Slide ${i + 1}`}
                      width="640"
                      height="240"
                      className={`aspect-[16/6] w-full rounded-xs bg-sand object-cover ${slide.is_active ? '' : 'opacity-50'}`}
                    />
                  )}
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    <span className="text-sm font-semibold text-ink">Slide {i + 1}</span>
                    <Pill
                      value={slide.is_active ? 'contacted' : 'closed'}
                      label={slide.is_active ? 'Shown' : 'Hidden'}
                    />
                    <span className="flex-1" />
                    <button
                      type="button"
                      className={BTN_SM}
                      disabled={busy || i === 0}
                      onClick={() => move(i, -1)}
                    >
                      Up<span className="sr-only"> slide {i + 1}</span>
                    </button>
                    <button
                      type="button"
                      className={BTN_SM}
                      disabled={busy || i === slides.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      Down<span className="sr-only"> slide {i + 1}</span>
                    </button>
                    <button
                      type="button"
                      className={BTN_SM}
                      disabled={busy}
                      onClick={() =>
                        void run(
                          () =>
                            adminSend(`carousel/${slide.id}/toggle`, 'POST', {
                              is_active: !slide.is_active,
                            }),
                          slide.is_active ? 'Slide hidden.' : 'Slide shown.',
                        )
                      }
                    >
                      {slide.is_active ? 'Hide' : 'Show'}
                      <span className="sr-only"> slide {i + 1}</span>
                    </button>
                    <button
                      type="button"
                      className={`${BTN_SM} border-danger! text-danger!`}
                      disabled={busy}
                      onClick={() => {
                        if (window.confirm(`Delete slide ${i + 1}?`))
                          void run(
                            () => adminSend(`carousel/${slide.id}`, 'DELETE'),
                            'Slide deleted.',
                          );
                      }}
                    >
                      Delete<span className="sr-only"> slide {i + 1}</span>
                    </button>
                  </div>
                </li>
              ))}
            </ol>
          )}
          </QueryView>
        </div>
        <Panel title="New slide" id="new-slide">
          <form onSubmit={upload} className="space-y-3">
            <FileField
              ref={files}
              id="slide-images"
              label="Banner images"
              hint="JPEG, PNG or WebP; wide pictures work best."
              error={form.fieldError('images')}
              multiple
              accept="image/jpeg,image/png,image/webp"
            />
            <StatusLine ok={form.ok} error={form.error} />
            <button type="submit" className="btn btn-primary w-full" disabled={busy}>
              Upload slide
            </button>
          </form>
        </Panel>
      </div>
    </>
  );
}
