import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons';

interface DisclosureMenuProps {
  label: ReactNode;
  /** Replaces the nav-link look (and its chevron), e.g. for the header's account button. */
  buttonClassName?: string;
  /** Render prop so links can close the menu when followed (and lazy contents wait for `open`). */
  children: (close: () => void, open: boolean) => ReactNode;
  align?: 'start' | 'end';
}

/**
 * A navigation disclosure (button + list of links), the pattern WAI-ARIA recommends for site menus
 * instead of role="menu": Tab moves through the links, Escape closes and returns focus, and a click
 * or focus outside closes it.
 */
export function DisclosureMenu({
  label,
  buttonClassName,
  children,
  align = 'start',
}: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={buttonClassName ?? 'nav-link group inline-flex min-h-tap items-center gap-1'}
      >
        {label}
        {!buttonClassName && (
          <ChevronDownIcon
            className={`size-4 transition-transform duration-(--duration-quick) ${open ? 'rotate-180' : ''}`}
          />
        )}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`absolute top-full z-30 mt-1 min-w-60 rounded-sm border border-line bg-pearl py-2 shadow-soft ${
          align === 'end' ? 'right-0' : 'left-0'
        }`}
      >
        {children(close, open)}
      </div>
    </div>
  );
}
