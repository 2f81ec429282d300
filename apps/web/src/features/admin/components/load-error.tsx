import { StatusLine } from '../../../components/ui/status-line';
import { toFailure } from '../hooks/use-form-state';

/** A query that failed, as an alert with the API's message. */
export function LoadError({ error }: { error: unknown }) {
  return <StatusLine error={toFailure(error)} />;
}
