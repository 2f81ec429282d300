import { NotFoundContent } from '../components/not-found-content';

/** Any path no route claims (SPEC §2 "any other path"). Lazy: most visitors never see it. */
export function NotFoundPage() {
  return <NotFoundContent />;
}
