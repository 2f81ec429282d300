import { toast } from '../../../../components/ui/toast';
import { useOrderAction } from '../../api';
import { useFormState } from '../../hooks/use-form-state';

/** Wraps an order action: its own status line, field errors, and the toast on success. */
export function useOrderActionForm(orderId: number) {
  const mutation = useOrderAction(orderId);
  const form = useFormState();
  const run = (action: string, body?: Record<string, unknown>, after?: () => void) => {
    form.reset();
    mutation.mutate(
      { action, body },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          after?.();
        },
        onError: form.fail,
      },
    );
  };
  return { run, form, busy: mutation.isPending };
}
