/** The header's icon actions (account, wishlist, cart): one look for links and the account button. */
export const ACTION =
  'relative flex min-h-tap min-w-tap flex-col items-center justify-center gap-0.5 rounded-sm px-1 text-ink hover:text-maroon';
export const ACTION_LABEL =
  'text-[0.6875rem] font-semibold tracking-wider uppercase max-desktop:sr-only';
