import type { ReactNode } from 'react';

interface SubmitButtonProps {
  pending: boolean;
  pendingLabel: string;
  disabled?: boolean;
  children: ReactNode;
}

/** The form's one primary action; while the call runs it says so and cannot be sent twice. */
export function SubmitButton({ pending, pendingLabel, disabled, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      aria-disabled={pending || disabled ? true : undefined}
      className="btn btn-primary min-h-12 w-full disabled:cursor-not-allowed disabled:bg-maroon/55"
    >
      {pending && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-ivory/40 border-t-ivory"
        />
      )}
      {pending ? pendingLabel : children}
    </button>
  );
}
