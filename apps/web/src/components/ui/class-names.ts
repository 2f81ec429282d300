/** A small outlined button, for row actions in dense lists. */
export const BTN_SM = 'btn btn-outline px-3! py-1.5! text-xs!';

/** An inline text link: maroon, underlined on hover. */
export const LINK = 'font-semibold text-maroon underline-offset-4 hover:underline';

/** A file input whose button reads as an outlined maroon button. */
export const FILE_INPUT =
  'block w-full text-sm file:mr-3 file:min-h-tap file:rounded-xs file:border file:border-maroon file:bg-pearl file:px-3 file:font-semibold file:text-maroon';
