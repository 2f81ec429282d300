import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminKeys, type AdminProduct } from '../../api';
import { useFormState } from '../../hooks/use-form-state';

/** Runs a media upload or removal: one at a time, the answer becomes the cached product. */
export function useMediaAction(productId: number) {
  const client = useQueryClient();
  const form = useFormState();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<{ data: AdminProduct }>, message: string) => {
    form.reset();
    setBusy(true);
    try {
      const answer = await work();
      client.setQueryData(adminKeys.product(productId), answer);
      void client.invalidateQueries({ queryKey: adminKeys.products });
      form.succeed(message);
    } catch (e) {
      form.fail(e);
    } finally {
      setBusy(false);
    }
  };
  return { run, form, busy };
}
