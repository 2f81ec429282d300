import { designChangesRequestSchema } from '@kanak/domain/contract/designs';

/** Where the customer is in answering a design: choosing, confirming the approval, or writing changes. */
export interface AnswerState {
  mode: 'choose' | 'confirm' | 'changes';
  comment: string;
  /** The comment's own error, shown once they have tried to send it. */
  error: string | null;
}

export type AnswerEvent =
  | { type: 'approve' }
  | { type: 'ask-changes' }
  | { type: 'back' }
  | { type: 'type'; comment: string }
  | { type: 'refused'; error: string };

export const initialAnswer: AnswerState = { mode: 'choose', comment: '', error: null };

export function answerReducer(state: AnswerState, event: AnswerEvent): AnswerState {
  switch (event.type) {
    case 'approve':
      return { ...state, mode: 'confirm' };
    case 'ask-changes':
      return { ...state, mode: 'changes', error: null };
    case 'back':
      // What they wrote is kept: asking again shows it.
      return { ...state, mode: 'choose', error: null };
    case 'type':
      return {
        ...state,
        comment: event.comment,
        error: state.error && commentError(event.comment),
      };
    case 'refused':
      return { ...state, error: event.error };
  }
}

/** The contract's words for a comment the API would refuse (required, at most 1,000 characters). */
export function commentError(comment: string): string | null {
  const parsed = designChangesRequestSchema.safeParse({ comment });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
