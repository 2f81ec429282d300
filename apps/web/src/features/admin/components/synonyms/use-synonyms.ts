import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SynonymSetsResponse } from '@kanak/domain/contract/search';
import { apiRequest } from '../../../../lib/api-client';
import { useFormState } from '../../hooks/use-form-state';

const synonymsKey = ['admin', 'search', 'synonyms'] as const;

/** `GET /api/admin/search/synonyms`: the shop's synonym sets (issue 19). */
export const useSynonyms = () =>
  useQuery({
    queryKey: synonymsKey,
    queryFn: ({ signal }) =>
      apiRequest<SynonymSetsResponse>('admin/search/synonyms', { auth: true, signal }),
  });

/**
 * After a change: the list refetches, and so does whatever the shop has already searched (listings
 * and suggestions, both under 'catalog'), since a set changes what every search finds.
 */
export function useSynonymsSaved() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: synonymsKey });
    void client.invalidateQueries({ queryKey: ['catalog'] });
  };
}

/** The label and placeholder of the one field a set is typed in (new and edit alike). */
export const PHRASES_LABEL = 'Words that mean the same, separated by commas';
export const PHRASES_PLACEHOLDER = 'bangle, kada, kangan';

/**
 * The one field a set is typed in, and its submission (new and edit alike): `save` sends the text;
 * on success the list and the shop's searches refetch, on failure the API's reason shows.
 */
export function useSynonymsForm(initial: string, save: (phrases: string, form: ReturnType<typeof useFormState>, clear: () => void) => Promise<void>) {
  const [phrases, setPhrases] = useState(initial);
  const [busy, setBusy] = useState(false);
  const form = useFormState();
  const saved = useSynonymsSaved();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await save(phrases, form, () => setPhrases(''));
      saved();
    } catch (e) {
      form.fail(e);
    } finally {
      setBusy(false);
    }
  };
  return { phrases, setPhrases, busy, form, fieldError: form.fieldError('phrases'), onSubmit };
}
