import { useEffect, useReducer, useRef, type Dispatch } from 'react';
import { DESIGN_COMMENT_MAX } from '@kanak/domain/contract/designs';
import { FormStatus } from '../../../components/ui/form-field';
import { useApproveDesign } from '../api/approve-design';
import { useRequestDesignChanges } from '../api/request-design-changes';
import {
  answerReducer,
  commentError,
  initialAnswer,
  type AnswerEvent,
  type AnswerState,
} from './design-answer-state';

/** A refusal is shown from the mutation's own state. */
const ignore = () => undefined;

const COUNT = new Intl.NumberFormat('en-IN');

interface AnswerViewProps {
  round: number;
  state: AnswerState;
  dispatch: Dispatch<AnswerEvent>;
  busy: 'approve' | 'changes' | null;
  /** The API's refusal of the last answer (a newer round, already answered, no connection). */
  serverError: string | null;
  onApprove: () => void;
  onSendChanges: (comment: string) => void;
}

/** The two answers to a design (ARCHITECTURE §10): approve, after a confirm step, or ask for changes. */
export function DesignAnswerView({
  round,
  state,
  dispatch,
  busy,
  serverError,
  onApprove,
  onSendChanges,
}: AnswerViewProps) {
  const focusRef = useRef<HTMLElement | null>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    // Each step takes focus, so a keyboard or screen-reader user is where the buttons went.
    if (firstRender.current) firstRender.current = false;
    else focusRef.current?.focus();
  }, [state.mode]);

  const error = serverError && <FormStatus kind="error" message={serverError} />;

  if (state.mode === 'confirm') {
    return (
      <div
        role="group"
        aria-labelledby="design-confirm-title"
        className="rounded-sm border border-maroon/40 bg-maroon-tint/60 p-4 desktop:p-5"
      >
        <h3
          id="design-confirm-title"
          ref={(el) => void (focusRef.current = el)}
          tabIndex={-1}
          className="font-display text-2xl text-ink focus:outline-none"
        >
          Approve round {round}?
        </h3>
        <p className="mt-1 text-sm text-ink-soft">
          We will make your piece from this design. Once you approve it, the design cannot be
          changed.
        </p>
        {error && <div className="mt-3">{error}</div>}
        <div className="mt-4 grid gap-3">
          <button
            type="button"
            className="btn btn-primary disabled:opacity-60"
            disabled={busy !== null}
            onClick={onApprove}
          >
            {busy === 'approve' ? 'Approving…' : 'Yes, approve this design'}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy !== null}
            onClick={() => dispatch({ type: 'back' })}
          >
            Not yet
          </button>
        </div>
      </div>
    );
  }

  if (state.mode === 'changes') {
    const over = state.comment.trim().length - DESIGN_COMMENT_MAX;
    return (
      <form
        noValidate
        aria-labelledby="design-changes-title"
        className="rounded-sm border border-line bg-ivory p-4 desktop:p-5"
        onSubmit={(event) => {
          event.preventDefault();
          const refused = commentError(state.comment);
          if (refused) dispatch({ type: 'refused', error: refused });
          else onSendChanges(state.comment.trim());
        }}
      >
        <h3 id="design-changes-title" className="font-display text-2xl text-ink">
          Ask for changes
        </h3>
        <label htmlFor="design-comment" className="mt-3 block text-sm font-semibold text-ink">
          What would you like changed?
        </label>
        <p id="design-comment-hint" className="mt-0.5 text-xs text-ink-muted">
          For example the height of the setting, the band’s width or the shape of a stone. Up to{' '}
          {COUNT.format(DESIGN_COMMENT_MAX)} characters.
        </p>
        <textarea
          id="design-comment"
          ref={(el) => void (focusRef.current = el)}
          rows={5}
          value={state.comment}
          onChange={(event) => dispatch({ type: 'type', comment: event.target.value })}
          aria-describedby={`design-comment-hint${state.error ? ' design-comment-error' : ''}`}
          aria-invalid={state.error ? true : undefined}
          required
          className="mt-1.5 block w-full rounded-xs border border-line-strong bg-pearl px-3 py-2 text-base text-ink focus-visible:border-maroon aria-invalid:border-danger"
        />
        <p
          aria-hidden="true"
          className={`mt-1 text-right text-xs tabular-nums ${over > 0 ? 'font-semibold text-danger' : 'text-ink-muted'}`}
        >
          {over > 0
            ? `${COUNT.format(over)} character${over === 1 ? '' : 's'} too many`
            : `${COUNT.format(state.comment.trim().length)} of ${COUNT.format(DESIGN_COMMENT_MAX)}`}
        </p>
        {state.error && (
          <p id="design-comment-error" className="mt-1 text-sm text-danger">
            {state.error}
          </p>
        )}
        {error && <div className="mt-3">{error}</div>}
        <div className="mt-4 grid gap-3">
          <button
            type="submit"
            className="btn btn-primary disabled:opacity-60"
            disabled={busy !== null}
          >
            {busy === 'changes' ? 'Sending…' : 'Send my changes'}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy !== null}
            onClick={() => dispatch({ type: 'back' })}
          >
            Back to the design
          </button>
        </div>
      </form>
    );
  }

  return (
    <div>
      {error && <div className="mb-3">{error}</div>}
      <div className="grid gap-3">
        <button
          type="button"
          ref={(el) => void (focusRef.current = el)}
          className="btn btn-primary"
          onClick={() => dispatch({ type: 'approve' })}
        >
          Approve design
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => dispatch({ type: 'ask-changes' })}
        >
          Ask for changes
        </button>
      </div>
    </div>
  );
}

/** The answers wired to the API; `onAnswered` gets the shop's thanks once one is taken. */
export function DesignAnswer({
  orderId,
  designId,
  round,
  onAnswered,
}: {
  orderId: number;
  designId: number;
  round: number;
  onAnswered: (message: string) => void;
}) {
  const [state, dispatch] = useReducer(answerReducer, initialAnswer);
  const approve = useApproveDesign(orderId);
  const changes = useRequestDesignChanges(orderId);
  const failed =
    state.mode === 'changes'
      ? changes.error
      : state.mode === 'confirm'
        ? approve.error
        : (approve.error ?? changes.error);
  return (
    <DesignAnswerView
      round={round}
      state={state}
      dispatch={(event) => {
        if (event.type === 'back') {
          approve.reset();
          changes.reset();
        }
        dispatch(event);
      }}
      busy={approve.isPending ? 'approve' : changes.isPending ? 'changes' : null}
      serverError={failed?.message ?? null}
      // Not mutate's own onSuccess: that is skipped once the order, read again, has unmounted these
      // buttons; the promise settles after the read, with the block still there to say thanks.
      onApprove={() =>
        approve.mutateAsync(designId).then((answer) => onAnswered(answer.message), ignore)
      }
      onSendChanges={(comment) =>
        changes
          .mutateAsync({ designId, comment })
          .then((answer) => onAnswered(answer.message), ignore)
      }
    />
  );
}
