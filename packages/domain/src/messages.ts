import { LOGIN_LOCK_MINUTES, PASSWORD_MAX_LENGTH } from './account.ts';

/** The product's texts, word for word from SPEC §5 and §8. */
export const MESSAGES = {
  signup: {
    name: 'Please enter your name.',
    email: 'Please enter a valid email address.',
    phone: 'Please enter a valid 10-digit mobile number.',
    password:
      'Password must be at least 8 characters long, include an uppercase letter, a lowercase letter, a number, and a special character.',
    confirmation: 'Passwords do not match.',
    phoneTaken: 'This phone number is already registered. Please log in using OTP.',
    emailTaken: 'This email is already registered. Please verify your email before logging in.',
    confirmationServer: 'Passwords do not match...',
    failed: 'Signup failed.',
  },
  login: {
    emailRequired: 'Please enter your email.',
    passwordRequired: 'Please enter your password.',
    success: 'Login successful',
    successAlert: 'Login Successful!',
    failed: 'An error occurred',
  },
  phoneLogin: {
    phone: 'Please enter a valid 10-digit mobile number',
    otpSent: 'OTP sent successfully on your registered mobile number.',
    otpInvalid: 'Invalid or expired OTP',
    sendFailed: 'Failed to send OTP. Please try again.',
    sendError: 'Something went wrong while sending OTP.',
    verifyFailed: 'OTP verification failed. Please try again.',
  },
  address: {
    phone: 'Phone number must be 10 digits',
    selectItem: 'Please select a cart Item',
    incomplete: 'Please fill all fields and valid mobile number',
    submitted: 'Address submitted successfully',
  },
  documents: {
    selectItem: 'please select Item in the cart.',
    incomplete: 'Please fill all details and upload required documents.',
    submitted: 'Document Submit successfully',
  },
  payment: {
    exceedsTotal: 'Amount cannot exceed total price',
    minimum: 'Amount must be greater than ₹10',
    missingDetails:
      'Missing required details. Please fill all information before proceeding to payment.',
    noOrder: 'Please fill address and pick document',
    failed: 'Payment failed. Please try again.',
    updateFailed: 'An error occurred. Please try again.',
    missed: 'Payment is missed',
    orderPlaced: 'Order Placed Successfully',
    cancelled: 'Order Cancelled Successfully',
  },
  orderCreation: {
    html: 'Server error: received unexpected HTML response.',
    invalidJson: 'Server error: invalid JSON response.',
    missingIds: 'Order ID not found in response.',
    failed: 'Upload failed. Please try again.',
  },
  session: {
    expired: 'Session expired. Please login again.',
    noToken: 'Access token not found',
  },
  /** The API's own texts; the client maps the first three by substring (SPEC §8). */
  account: {
    phoneRegistered: 'The phone number is already registered.',
    emailRegistered: 'The email address is already registered.',
    confirmationMismatch: 'The password field confirmation does not match.',
    nameTooLong: 'Please enter a shorter name.',
    passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
    noAccountForPhone: 'No account uses this mobile number. Please sign up first.',
    otpHourlyLimit: 'Too many OTP requests. Please try again in an hour.',
    badCredentials: 'The email or password is incorrect.',
    lockedOut: `Too many failed attempts. Please try again in ${LOGIN_LOCK_MINUTES} minutes.`,
    phoneUnverified: 'Please verify your mobile number first: log in with OTP to finish signing up.',
    tooManyRequests: 'Too many requests. Please try again shortly.',
    /** Mentions "token" so the client's expiry logic (SPEC §4) recognises it. */
    sessionInvalid: 'Session expired: the access token is no longer valid.',
    forbidden: 'You do not have access to this.',
    loggedOut: 'You have been logged out.',
    verificationSent: 'We have sent a verification link to your email address.',
    emailAlreadyVerified: 'Your email address is already verified.',
  },
  generic: {
    invalidForm: 'Invalid form data',
    wrong: 'Something went wrong. Please try again.',
  },
  share: { copied: 'Link copied to clipboard!' },
  forms: { submitted: 'Form Submitted successfully' },
  empty: {
    products: 'No products available',
    carousel: 'No images available',
    cart: 'Your cart is empty',
    favorites: 'Your Favorites list is empty.',
    orderDetailLoggedOut: 'login to view your order Detail',
    noOrder: 'Please create an order to view details',
  },
} as const;

/** "minimum payment should between ₹X to Y" (SPEC §5). */
export function advanceRangeMessage(min: number, max: number): string {
  return `minimum payment should between ₹${min} to ${max}`;
}

/** The 30-second resend rule's answer (ARCHITECTURE §5). */
export function otpWaitMessage(seconds: number): string {
  return `Please wait ${seconds} seconds before requesting another OTP.`;
}

/** The SMS that carries a one-time code. */
export function otpSmsText(code: string, validMinutes: number): string {
  return `Your Kanak OTP is ${code}. It is valid for ${validMinutes} minutes. Do not share it with anyone.`;
}
