import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/ui/icons';
import { paths } from '../../lib/paths';

/** Name search: a plain form that opens the listing for the typed text (SPEC §2 /dashboard/{text}). */
export function SearchForm({ className = '' }: { className?: string }) {
  const inputId = useId();
  const navigate = useNavigate();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (text) void navigate(paths.dashboard(text));
  }

  return (
    <form role="search" onSubmit={handleSubmit} className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        Search jewellery
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search jewellery"
        className="h-tap w-full rounded-full border border-line-strong bg-pearl py-2 pr-12 pl-5 text-sm text-ink placeholder:text-ink-muted focus-visible:border-maroon"
      />
      <button
        type="submit"
        className="absolute inset-y-0 right-0 inline-flex w-12 items-center justify-center rounded-full text-ink-soft hover:text-maroon"
      >
        <SearchIcon className="size-5" />
        <span className="sr-only">Search</span>
      </button>
    </form>
  );
}
