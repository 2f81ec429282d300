import { useEffect, useEffectEvent, useLayoutEffect, useState, type RefObject } from 'react';
import type { Suggestion } from '@kanak/domain/contract/search';
import { announcement, moveActive, NONE, optionId, type ComboboxAria } from './combobox';
import { useSuggestions } from './get-suggestions';
import { SuggestionList } from './suggestion-list';

interface SearchSuggestionsProps {
  /** The header's search box: these suggestions make it a combobox. */
  input: RefObject<HTMLInputElement | null>;
  /** The listbox's id. */
  id: string;
  /** What the box holds now. */
  text: string;
  /** The same pause the results page waits for (SPEC §4). */
  delayMs: number;
  /** The box's ARIA state, for the box to wear. */
  onAria: (aria: ComboboxAria) => void;
  /** Opens a suggestion's page. */
  onPick: (url: string) => void;
}

/**
 * The header search's suggestions (issue 19): once typing pauses, a listbox of collections and
 * pieces under the box, worked by the arrow keys, Enter, Escape and Tab, or a click, as in the
 * WAI-ARIA combobox pattern. Its code loads the first time the box is focused, so none of it
 * weighs on the first paint (ARCHITECTURE §6); it listens to the box's own keys and blur.
 */
export function SearchSuggestions({ input, id, text, delayMs, onAria, onPick }: SearchSuggestionsProps) {
  // The settled text the suggestions are for: none yet when the code arrives (the first focus, or
  // the first letters typed meanwhile), so the text in the box then is suggested for after the pause.
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(NONE);
  const { suggestions, settled } = useSuggestions(query);

  // Typing leaves the options for the box; an emptied box has nothing to suggest.
  const [typed, setTyped] = useState(text);
  if (typed !== text) {
    setTyped(text);
    setActive(NONE);
    if (!text.trim()) {
      setOpen(false);
      setQuery('');
    }
  }
  // A new list starts with no option active.
  const [shown, setShown] = useState(suggestions);
  if (shown !== suggestions) {
    setShown(suggestions);
    setActive(NONE);
  }

  useEffect(() => {
    const settledText = text.trim();
    if (settledText === query) return;
    const timer = setTimeout(() => {
      setQuery(settledText);
      // Text that settles after the visitor has left the box does not pop a list open.
      setOpen(document.activeElement === input.current);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, query, delayMs, input]);

  const expanded = open && suggestions.length > 0;
  const activeId = expanded && active !== NONE ? optionId(id, active) : undefined;
  // Before paint: the box never says collapsed over an open list, nor points at an option gone.
  useLayoutEffect(() => {
    onAria({
      'aria-expanded': expanded,
      'aria-controls': expanded ? id : undefined,
      'aria-activedescendant': activeId,
    });
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [expanded, activeId, id, onAria]);

  function close() {
    setOpen(false);
    setActive(NONE);
  }

  /** Closes the list for what is typed now, so the pause still running does not reopen it. */
  function dismiss() {
    close();
    setQuery(text.trim());
  }

  function pick(suggestion: Suggestion) {
    close();
    onPick(suggestion.url);
    // A page opened like a link's: on a phone the keyboard goes away with the focus.
    input.current?.blur();
  }

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (suggestions.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!open) {
          setOpen(true);
          // Alt+ArrowDown shows the list and leaves the caret in the box.
          if (event.altKey) return;
        }
        setActive(moveActive(open ? active : NONE, suggestions.length, step));
        return;
      }
      case 'Enter': {
        const chosen = expanded ? suggestions[active] : undefined;
        if (chosen) {
          event.preventDefault(); // the option, not the typed text's results
          pick(chosen);
        } else dismiss(); // the form opens the typed text's results
        return;
      }
      case 'Escape':
        // Only closes: the typed text stays (and the browser does not clear the search box).
        if (expanded) {
          event.preventDefault();
          dismiss();
        }
        return;
      case 'Tab':
        close();
        return;
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'Home':
      case 'End':
        setActive(NONE); // back to editing the text
    }
  });
  // Back in the box: the suggestions for its settled text show again (new text's after the pause).
  const onFocus = useEffectEvent(() => {
    if (text.trim() === query) setOpen(true);
  });
  const onBlur = useEffectEvent(close);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.addEventListener('keydown', onKeyDown);
    box.addEventListener('focus', onFocus);
    box.addEventListener('blur', onBlur);
    return () => {
      box.removeEventListener('keydown', onKeyDown);
      box.removeEventListener('focus', onFocus);
      box.removeEventListener('blur', onBlur);
    };
  }, [input]);

  return (
    <>
      <p role="status" className="sr-only">
        {open && settled ? announcement(suggestions.length) : ''}
      </p>
      {expanded && <SuggestionList id={id} suggestions={suggestions} active={active} onPick={pick} />}
    </>
  );
}
