/** Any path below /admin that names no page, inside the back office's frame. */
export function AdminNotFound() {
  return <p className="py-10 text-ink-soft">This admin page does not exist.</p>;
}
