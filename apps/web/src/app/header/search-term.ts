/**
 * What the header's search box holds on a page: the words of a name search on its results page
 * (`/dashboard/{text}`, SPEC §2), nothing anywhere else — a category's own listing
 * (`/dashboard/{id}`) included, so a finished search does not follow the visitor around.
 */
export function searchBoxText(pathname: string): string {
  const match = /^\/dashboard\/([^/]+)\/?$/i.exec(pathname);
  if (!match) return '';
  let text: string;
  try {
    text = decodeURIComponent(match[1]!).trim();
  } catch {
    return ''; // a malformed address is nobody's search
  }
  return /^\d+$/.test(text) ? '' : text;
}
