/**
 * What the header's search box holds on a page: the words of a name search on its results page
 * (`/dashboard/{text}`, SPEC §2), nothing anywhere else — a category's own listing
 * (`/dashboard/{id}`) included, so a finished search does not follow the visitor around.
 */
export function searchBoxText(pathname: string): string {
  const words = /^\/dashboard\/([^/]+)\/?$/i.exec(pathname)?.[1];
  if (!words) return '';
  let text: string;
  try {
    text = decodeURIComponent(words).trim();
  } catch {
    return ''; // a malformed address is nobody's search
  }
  return /^\d+$/.test(text) ? '' : text;
}
