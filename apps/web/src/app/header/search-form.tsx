import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../../components/ui/icons';
import { paths } from '../../lib/paths';
import type { ComboboxAria } from './combobox';
import { searchBoxText } from './search-term';

// The suggestions' code loads when the visitor first focuses the box (budget: ARCHITECTURE §6).
// Like the header's other lazy parts, a chunk that cannot load (a new release replaced it) ends in
// the error page's "reload" (error-page.tsx).
const SearchSuggestions = lazy(async () => ({
  default: (await import('./search-suggestions')).SearchSuggestions,
}));

interface SearchFormProps {
  /** The pause after typing before the results open (SPEC §4: 0.5 s, 0.7 s on phones). */
  delayMs: number;
  className?: string;
}

/**
 * Name search: opens the listing for the typed text (SPEC §2 /dashboard/{text}) once typing pauses,
 * or at once on Enter. While one search is being typed, each result replaces the last in history, so
 * Back leaves the search instead of stepping through every pause. The box shows the words of the
 * results page it is on and is empty on any other page (searchBoxText). After the same pause it
 * suggests collections and pieces (issue 19): a combobox whose list and state live in the lazy
 * SearchSuggestions; the box only wears the ARIA state they report.
 */
export function SearchForm({ delayMs, className = '' }: SearchFormProps) {
  const inputId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const searching = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(() => searchBoxText(pathname));
  // null until the box is first focused, which loads the suggestions.
  const [aria, setAria] = useState<ComboboxAria | null>(null);
  // The page this box itself last opened: arriving there keeps what is typed, spaces and all.
  const [opened, setOpened] = useState<string | null>(null);
  const [page, setPage] = useState(pathname);
  if (page !== pathname) {
    setPage(pathname);
    const text = searchBoxText(pathname);
    if (pathname === opened) setOpened(null);
    else if (text !== value.trim()) setValue(text);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  // On a page the server rendered, the box is there before this code: what was typed or focused
  // meanwhile counts as typed or focused now.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value !== value) handleChange({ currentTarget: input } as ChangeEvent<HTMLInputElement>);
    if (document.activeElement === input) setAria((armed) => armed ?? {});
    // Once, as the box is first there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function open(typed: string) {
    clearTimeout(timer.current);
    const text = typed.trim();
    if (!text) return; // clearing the box keeps the visitor where they are
    const target = paths.dashboard(text);
    if (target !== pathname) setOpened(target);
    void navigate(target, { replace: searching.current });
    searching.current = true;
  }

  function pick(url: string) {
    clearTimeout(timer.current); // the chosen page, not the typed text's results after it
    searching.current = false;
    void navigate(url);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.currentTarget.value;
    setValue(typed);
    clearTimeout(timer.current);
    if (!typed.trim()) searching.current = false;
    else timer.current = setTimeout(() => open(typed), delayMs);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    open(value);
    searching.current = false;
  }

  return (
    <form role="search" onSubmit={handleSubmit} className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        Search jewellery
      </label>
      <input
        ref={inputRef}
        id={inputId}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        {...aria}
        name="q"
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search jewellery"
        value={value}
        onChange={handleChange}
        onFocus={() => setAria((armed) => armed ?? {})}
        onBlur={() => (searching.current = false)}
        className="h-tap w-full rounded-full border border-line-strong bg-pearl py-2 pr-12 pl-5 text-sm text-ink placeholder:text-ink-muted focus-visible:border-maroon"
      />
      <button
        type="submit"
        className="absolute inset-y-0 right-0 inline-flex w-12 items-center justify-center rounded-full text-ink-soft hover:text-maroon"
      >
        <SearchIcon className="size-5" />
        <span className="sr-only">Search</span>
      </button>
      {aria && (
        <Suspense fallback={null}>
          <SearchSuggestions
            input={inputRef}
            id={`${inputId}-list`}
            text={value}
            delayMs={delayMs}
            onAria={setAria}
            onPick={pick}
          />
        </Suspense>
      )}
    </form>
  );
}
