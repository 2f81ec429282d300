import { describe, expect, it } from 'vitest';
import { passwordForgotRequestSchema } from '@kanak/domain/contract/auth';
import { MESSAGES } from '@kanak/domain/messages';
import { describeIdentifier, identifierOf } from './identifier';

const judged = (text: string) => passwordForgotRequestSchema.safeParse(identifierOf(text));

describe('the forgot-password box', () => {
  it('takes an e-mail address as the email', () => {
    expect(judged(' Asha@Example.in ').data).toEqual({ email: 'asha@example.in' });
  });

  it('takes a mobile number, however it is written, as the phone number', () => {
    expect(judged('+91 98765 43210').data).toEqual({ phone_number: '9876543210' });
  });

  it('asks for a number or an address when the box is empty', () => {
    expect(judged('').error?.issues[0]?.message).toBe(MESSAGES.passwordReset.identifier);
  });

  it('says what is wrong with a number that is not a mobile number', () => {
    expect(judged('98765').error?.issues[0]?.message).toBe(MESSAGES.phoneLogin.phone);
  });

  it('names the account as the customer wrote it', () => {
    expect(describeIdentifier({ phone_number: '9876543210' })).toBe('+91 98765 43210');
    expect(describeIdentifier({ email: 'asha@example.in' })).toBe('asha@example.in');
  });
});
