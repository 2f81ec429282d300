/** Account and OTP limits (ARCHITECTURE §5 "Accounts"); the API enforces them, the web shows them. */
export const OTP_LENGTH = 6;
export const OTP_VALID_MINUTES = 10;
/** Wrong guesses a single code survives; the next one kills it. */
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_AFTER_SECONDS = 30;
export const OTP_MAX_SENDS_PER_HOUR = 5;

export const SESSION_DAYS = 30;
export const EMAIL_LINK_VALID_HOURS = 24;

/** Failed password logins tolerated per account within the window before it is locked. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** Caps the work an argon2 hash of an attacker's "password" can cost. */
export const PASSWORD_MAX_LENGTH = 128;

/** SPEC §5: lower case, upper case, digit, one of @#$%^&+=!, no spaces, at least 8 characters. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@#$%^&+=!])(?!.*\s).{8,}$/;
/** SPEC §5 signup: exactly 10 digits. */
export const PHONE_PATTERN = /^\d{10}$/;
/** SPEC §5 phone login: an Indian mobile number, 10 digits starting 6 to 9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
