import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESIGN_COMMENT_MAX, DESIGN_MESSAGES } from '@kanak/domain/contract/designs';
import { ApiError } from '../../../lib/api-client';
import { approveDesign } from '../api/approve-design';
import { requestDesignChanges } from '../api/request-design-changes';
import { DesignAnswerView } from './design-answer';
import {
  answerReducer,
  commentError,
  initialAnswer,
  type AnswerState,
} from './design-answer-state';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const view = (
  state: AnswerState,
  over: { busy?: 'approve' | 'changes' | null; serverError?: string | null } = {},
) =>
  renderToStaticMarkup(
    <DesignAnswerView
      round={2}
      state={state}
      dispatch={() => undefined}
      busy={over.busy ?? null}
      serverError={over.serverError ?? null}
      onApprove={() => undefined}
      onSendChanges={() => undefined}
    />,
  );
const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>([\s\S]*?)<\/button>/g)].map((m) => text(m[1] ?? '').trim());

describe('answering a design: approve after a confirm step', () => {
  it('offers the two answers first, and approving asks to confirm before anything is sent', () => {
    expect(buttons(view(initialAnswer))).toEqual(['Approve design', 'Ask for changes']);
    const confirming = answerReducer(initialAnswer, { type: 'approve' });
    expect(confirming.mode).toBe('confirm');
    const html = view(confirming);
    expect(text(html)).toContain('Approve round 2?');
    expect(text(html)).toContain('Once you approve it, the design cannot be changed.');
    expect(buttons(html)).toEqual(['Yes, approve this design', 'Not yet']);
    expect(answerReducer(confirming, { type: 'back' }).mode).toBe('choose');
  });

  it('holds both buttons while the approval is on its way, and shows the refusal as an alert', () => {
    const confirming = answerReducer(initialAnswer, { type: 'approve' });
    const busy = view(confirming, { busy: 'approve' });
    expect(buttons(busy)).toEqual(['Approving…', 'Not yet']);
    expect(busy.match(/<button[^>]*disabled=""/g)).toHaveLength(2);
    const refused = view(confirming, { serverError: DESIGN_MESSAGES.notLatest });
    expect(refused).toMatch(new RegExp(`role="alert"[^>]*>${DESIGN_MESSAGES.notLatest}`));
  });
});

describe('answering a design: asking for changes', () => {
  const writing = answerReducer(initialAnswer, { type: 'ask-changes' });

  it('shows a labelled comment box with its limit, and keeps what was written when going back', () => {
    const html = view(writing);
    expect(html).toContain('<label for="design-comment"');
    expect(text(html)).toContain('What would you like changed?');
    expect(text(html)).toContain('Up to 1,000 characters.');
    expect(buttons(html)).toEqual(['Send my changes', 'Back to the design']);
    const typed = answerReducer(writing, { type: 'type', comment: 'A thinner band, please' });
    const again = answerReducer(answerReducer(typed, { type: 'back' }), { type: 'ask-changes' });
    expect(again.comment).toBe('A thinner band, please');
  });

  it('refuses an empty or blank comment, and one over the limit, with the contract’s words', () => {
    expect(commentError('')).toBe(DESIGN_MESSAGES.commentRequired);
    expect(commentError('   \n ')).toBe(DESIGN_MESSAGES.commentRequired);
    expect(commentError('x'.repeat(DESIGN_COMMENT_MAX + 1))).toBe(DESIGN_MESSAGES.commentTooLong);
    expect(commentError('x'.repeat(DESIGN_COMMENT_MAX))).toBeNull();
  });

  it('ties the error to the box, says how far over the limit it is, and clears the error once the comment is good', () => {
    const tooLong = answerReducer(
      answerReducer(writing, { type: 'type', comment: 'x'.repeat(DESIGN_COMMENT_MAX + 3) }),
      {
        type: 'refused',
        error: DESIGN_MESSAGES.commentTooLong,
      },
    );
    const html = view(tooLong);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="design-comment-hint design-comment-error"');
    expect(html).toContain(
      `id="design-comment-error" class="mt-1 text-sm text-danger">${DESIGN_MESSAGES.commentTooLong}`,
    );
    expect(text(html)).toContain('3 characters too many');
    const fixed = answerReducer(tooLong, { type: 'type', comment: 'A thinner band' });
    expect(fixed.error).toBeNull();
    expect(view(fixed)).not.toContain('aria-invalid="true"');
    // Before a first try to send, typing shows no error.
    expect(answerReducer(writing, { type: 'type', comment: '' }).error).toBeNull();
  });

  it('shows the API’s refusal and holds the buttons while sending', () => {
    expect(buttons(view(writing, { busy: 'changes' }))[0]).toBe('Sending…');
    expect(view(writing, { serverError: DESIGN_MESSAGES.alreadyAnswered })).toContain(
      DESIGN_MESSAGES.alreadyAnswered,
    );
  });
});

describe('the answers reach the API', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number, body: unknown) => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    });
    return calls;
  };

  it('approves the round by its order and design ids, with the session', async () => {
    const calls = answer(200, { message: DESIGN_MESSAGES.approved, design: {} });
    await expect(approveDesign(7, 3)).resolves.toMatchObject({ message: DESIGN_MESSAGES.approved });
    expect(calls[0]?.url).toBe('/api/orders/7/designs/3/approve');
    expect(calls[0]?.init).toMatchObject({ method: 'POST', credentials: 'include' });
  });

  it('sends the comment with a change request, and a refusal comes back as the API’s message', async () => {
    const calls = answer(409, { message: DESIGN_MESSAGES.alreadyAnswered });
    const sent = requestDesignChanges(7, 3, 'A thinner band');
    await expect(sent).rejects.toBeInstanceOf(ApiError);
    await expect(sent).rejects.toMatchObject({
      status: 409,
      message: DESIGN_MESSAGES.alreadyAnswered,
    });
    expect(calls[0]?.url).toBe('/api/orders/7/designs/3/changes');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ comment: 'A thinner band' });
  });
});
