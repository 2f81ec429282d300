/**
 * Fresh people and accounts made through the API, without vitest: the browser run's set-up
 * (global-setup.ts) makes the auth specs' accounts here once, at the start of the run, so that by
 * the time a spec asks for a second code to the same phone the API's 30-second wait (ARCHITECTURE
 * §5) has long passed; accounts.ts makes them the same way for a name the set-up did not.
 */
export const PASSWORD = 'Kanak@2025';

/** The first names whose accounts the set-up makes for each viewport (the auth specs' people). */
export const PREMADE_FIRSTS = ['Meera', 'Kavya', 'Rohan', 'Anita'] as const;

let serial = 0;
/** A fresh Indian mobile number (10 digits starting 9) and e-mail for every account. */
export function newPerson(first: string) {
  const phone = `9${String(Date.now() * 100 + (serial++ % 100)).slice(-9)}`;
  return {
    name: `${first} Sharma`,
    first,
    phone,
    email: `${first.toLowerCase()}.${phone}@example.com`,
  };
}
export type Person = ReturnType<typeof newPerson>;
export type Account = Person & { codeSentAt: number };

/** The newest code texted to `phone`, read from the development outbox. */
export async function latestOtpAt(baseURL: string, phone: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/dev/outbox?to=${phone}`);
  const { messages } = (await response.json()) as { messages: { channel: string; body: string }[] };
  const code = messages.find((m) => m.channel === 'sms')?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no OTP texted to ${phone}`);
  return code;
}

/** An account made through the API (signup + OTP), with the time its last code was sent. */
export async function createAccount(baseURL: string, first: string): Promise<Account> {
  const person = newPerson(first);
  const post = (path: string, body: unknown) =>
    fetch(`${baseURL}/api/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('register', {
    name: person.name,
    email: person.email,
    phone_number: person.phone,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  if (registered.status !== 200) throw new Error(`register ${person.phone}: ${registered.status} ${await registered.text()}`);
  const codeSentAt = Date.now();
  const verified = await post('verify-otp', { phone_number: person.phone, otp: await latestOtpAt(baseURL, person.phone) });
  if (verified.status !== 200) throw new Error(`verify-otp ${person.phone}: ${verified.status} ${await verified.text()}`);
  return { ...person, codeSentAt };
}

/** Accounts for each viewport name and first name, keyed `"<viewport> <first>"`. */
export async function createAccounts(baseURL: string, viewports: readonly string[], firsts: readonly string[]) {
  const made: Record<string, Account> = {};
  for (const viewport of viewports) {
    const accounts = await Promise.all(firsts.map((first) => createAccount(baseURL, first)));
    for (const account of accounts) made[`${viewport} ${account.first}`] = account;
  }
  return made;
}
