import { useParams } from 'react-router';

/** The route's `:id` as a number, or null when it is not one (the page then does not exist). */
export function useIdParam(): number | null {
  const { id } = useParams();
  return id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
}
