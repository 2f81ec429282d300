import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { adminKeys, adminSend } from '../../api';
import { useFormState } from '../../hooks/use-form-state';

/**
 * A multipart upload to one of the order's routes (`designs`, `photos`): the API's answer shown in
 * the form's status line, the order read again, and `onDone` to clear the form after a success.
 * Text fields go into the FormData before the files: the server reads the parts in order.
 */
export function useOrderUpload(orderId: number, route: 'designs' | 'photos') {
  const [busy, setBusy] = useState(false);
  const form = useFormState();
  const client = useQueryClient();
  const send = async (data: FormData, onDone: () => void) => {
    form.reset();
    setBusy(true);
    try {
      const answer = await adminSend<{ message: string }>(
        `orders/${orderId}/${route}`,
        'POST',
        data,
      );
      form.succeed(answer.message);
      onDone();
      void client.invalidateQueries({ queryKey: adminKeys.order(orderId) });
    } catch (e) {
      form.fail(e);
    } finally {
      setBusy(false);
    }
  };
  return { form, busy, send };
}
