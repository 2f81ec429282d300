import { useState, type FormEvent } from 'react';
import { ApiError, api, type FieldErrors } from '../../../lib/api-client';
import { Field, FormStatus, INPUT_CLASS } from '../../../components/ui/form-field';

type Status = { kind: 'success' | 'error'; message: string } | null;

/** The contact page's message form; the API stores it for the studio (POST /api/contact-messages). */
export function ContactForm() {
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = Object.fromEntries(new FormData(form)) as Record<string, string>;
    setPending(true);
    setStatus(null);
    setErrors({});
    try {
      const res = await api.post<{ message: string }>('contact-messages', body);
      form.reset();
      setStatus({ kind: 'success', message: res.message });
    } catch (error) {
      const e =
        error instanceof ApiError
          ? error
          : new ApiError(0, 'Something went wrong. Please try again.');
      setErrors(e.errors ?? {});
      setStatus({ kind: 'error', message: e.message });
    } finally {
      setPending(false);
    }
  }

  const err = (name: string) => errors[name]?.[0];
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="space-y-5"
      aria-label="Send us a message"
    >
      <Field id="contact-name" label="Your name" error={err('name')}>
        {(d) => (
          <input
            id="contact-name"
            name="name"
            autoComplete="name"
            required
            aria-describedby={d}
            aria-invalid={Boolean(err('name'))}
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="contact-phone"
          label="Mobile number"
          error={err('phone')}
          hint="Mobile or e-mail, so we can reply"
        >
          {(d) => (
            <input
              id="contact-phone"
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={14}
              aria-describedby={d}
              aria-invalid={Boolean(err('phone'))}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field
          id="contact-email"
          label="E-mail"
          error={err('email')}
          hint="We reply within one working day"
        >
          {(d) => (
            <input
              id="contact-email"
              name="email"
              type="email"
              autoComplete="email"
              aria-describedby={d}
              aria-invalid={Boolean(err('email'))}
              className={INPUT_CLASS}
            />
          )}
        </Field>
      </div>
      <Field id="contact-message" label="Your message" error={err('message')}>
        {(d) => (
          <textarea
            id="contact-message"
            name="message"
            rows={5}
            required
            aria-describedby={d}
            aria-invalid={Boolean(err('message'))}
            className={INPUT_CLASS}
          />
        )}
      </Field>
      {status && <FormStatus kind={status.kind} message={status.message} />}
      <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={pending}>
        {pending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
