import { useId, type KeyboardEvent, type ReactNode } from 'react';

interface AuthTabsProps<T extends string> {
  label: string;
  tabs: readonly { value: T; label: string }[];
  selected: T;
  onSelect: (value: T) => void;
  children: ReactNode;
}

/**
 * Two ways to sign in as WAI-ARIA tabs drawn as a segmented control: arrow keys move between the
 * tabs, Tab moves into the panel.
 */
export function AuthTabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: AuthTabsProps<T>) {
  const id = useId();

  function handleKeyDown(event: KeyboardEvent) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = tabs.findIndex((t) => t.value === selected);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.value);
    document.getElementById(`${id}-${next.value}`)?.focus();
  }

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={handleKeyDown}
        className="grid grid-cols-2 gap-1 rounded-full border border-line bg-sand p-1"
      >
        {tabs.map((tab) => {
          const active = tab.value === selected;
          return (
            <button
              key={tab.value}
              id={`${id}-${tab.value}`}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={`${id}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.value)}
              className={`min-h-tap rounded-full px-3 text-sm font-semibold tracking-wide transition-colors duration-(--duration-quick) ${
                active ? 'bg-pearl text-maroon shadow-soft' : 'text-ink-soft hover:text-maroon'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-${selected}`}
        className="mt-6"
      >
        {children}
      </div>
    </>
  );
}
