import { LOGIN_LOCK_MINUTES, PASSWORD_MAX_LENGTH } from './account.ts';
import { MAX_QUANTITY, MAX_RING_SIZE, MIN_QUANTITY, MIN_RING_SIZE } from './catalog.ts';
import { formatPaise, formatRupees } from './money.ts';
import { MIN_PAYMENT_RUPEES, WEIGHT_VARIATION_PERCENT } from './rules.ts';

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
    /** The API's own texts for the address book. */
    pincode: 'Please enter a valid 6-digit pincode',
    state: 'Please choose a state from the list',
    tooLong: 'Please keep each field shorter.',
    oneLine: 'Please write this on one line, without line breaks or control characters.',
    notFound: 'Address not found',
    deleted: 'Address removed',
  },
  /** The API's texts for the cart (SPEC §5 "Cart and save"). */
  cart: {
    product: 'Please choose a product.',
    quantity: `Quantity must be between ${MIN_QUANTITY} and ${MAX_QUANTITY}.`,
    goldColour: 'Please choose a metal colour.',
    karat: 'Please choose a gold purity.',
    clarity: 'Please choose a diamond clarity.',
    ringSize: `Ring size must be a whole number from ${MIN_RING_SIZE} to ${MAX_RING_SIZE}.`,
    ringSizeNotRing: 'This piece is not a ring, so it takes no ring size.',
    ringSizeNotOffered: 'This ring is not made in that size.',
    capped: `You can order at most ${MAX_QUANTITY} of a piece.`,
    notFound: 'Cart item not found',
  },
  favorites: {
    notFound: 'Favourite not found',
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
    /** Why ₹10 is charged online when store credit would cover the whole advance (issue 35 #11). */
    creditMinimum: `Store credit pays all of the advance but the last ${formatRupees(MIN_PAYMENT_RUPEES)}: every order is confirmed by an online payment of at least ${formatRupees(MIN_PAYMENT_RUPEES)}, the minimum payment.`,
    creditApplied: 'Applied to this order. If the order is cancelled or expires, it returns to your store credit.',
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
    crossSite: 'This request came from another website and was refused.',
    loggedOut: 'You have been logged out.',
    verificationSent: 'We have sent a verification link to your email address.',
    emailAlreadyVerified: 'Your email address is already verified.',
    emailVerified: 'Your email address is verified.',
    emailLinkInvalid: 'This verification link is invalid or has expired. Please ask for a new one from your account.',
    emailLinkOtherAddress: 'This link verifies another email address than the one on the account you are signed in with.',
    emailTakenByOther: 'This email address has already been verified by another account.',
    emailVerifySignIn: 'Please log in to the account you signed up with to verify your email address.',
  },
  /**
   * The shop owner's way in while the password lockout holds (decision 046): the e-mail and
   * password, then a one-time code sent to the owner. The same answer whatever was typed.
   */
  ownerCode: {
    offer: 'Shop owner? The lock does not apply to a one-time code: send one to the owner’s mobile number or email.',
    button: 'SEND ME A CODE',
    sent: 'If this is the shop owner’s email and password, we have sent a 6-digit code to the owner’s registered mobile number or email.',
    codeEmailSubject: 'Your Kanak sign-in code',
  },
  /** Password reset (ARCHITECTURE §8): the same answer whether or not an account exists. */
  passwordReset: {
    identifier: 'Please enter your registered mobile number or email address.',
    sent: 'If an account matches, we have sent an OTP to its registered mobile number.',
    done: 'Your password has been reset. Please log in with your new password.',
    link: 'Forgot password?',
  },
  generic: {
    invalidForm: 'Invalid form data',
    wrong: 'Something went wrong. Please try again.',
    /** The API's answers to a body it cannot take (ARCHITECTURE §8). */
    tooLarge: 'The request is too large.',
    unsupportedType: 'This content type is not supported.',
    badJson: 'The request body is not valid JSON.',
    unreadableForm: 'The form data could not be read. Please send it again.',
    notMultipart: 'Please send the form as multipart/form-data.',
  },
  share: { copied: 'Link copied to clipboard!' },
  forms: { submitted: 'Form Submitted successfully' },
  catalog: {
    productNotFound: 'Product not found',
    categoryNotFound: 'Category not found',
    noRateCard: 'No rate card yet',
    pricesUpdating: 'Prices are being updated. Please try again shortly.',
  },
  requests: {
    contactThanks: 'Thank you — we will get back to you within one working day.',
    imageTooLarge: 'Please upload an image of 5 MB or less.',
    badImage: 'Please upload a JPEG, PNG or WebP image.',
  },
  buyback: { unavailable: 'A buyback estimate is available for delivered orders within 5 years.' },
  sandbox: { alreadyPaid: 'This payment is already complete.', failed: 'Payment failed' },
  webhook: { badSignature: 'Invalid webhook signature' },
  empty: {
    products: 'No products available',
    carousel: 'No images available',
    cart: 'Your cart is empty',
    favorites: 'Your Favorites list is empty.',
    orderDetailLoggedOut: 'login to view your order Detail',
    noOrder: 'Please create an order to view details',
  },
  /** The workshop: karigars, job cards and the gold ledger (ARCHITECTURE §10, issue 38). */
  workshop: {
    stockShort: 'Not enough gold of this karat in stock for this issue.',
    karigarNotFound: 'Karigar not found',
    jobNotFound: 'Job not found',
    itemNotOnOrder: 'That piece is not on this order.',
    orderNotOpen: 'Jobs can be issued only for an order being made.',
    alreadyReceived: 'This job has already been received.',
    returnedAboveIssued: 'More gold came back than was issued: please check the weights.',
    netAboveGross: 'The net weight cannot be more than the gross weight.',
    weightFormat: 'Please enter a weight in grams, to the milligram at most.',
    phoneTaken: 'A karigar with this phone number exists.',
    finishedWeightReason: 'This weight differs from the net weight the karigar returned: please give the reason.',
    /** Dispatch waits for every job of the order to come back from the bench (decision 051). */
    jobStillOut: (number: string, karigar: string) =>
      `Job ${number} is still with ${karigar}: receive it in the Workshop panel before dispatch.`,
  },
  /** Old gold in (ARCHITECTURE §11, issue 39; SPEC has no texts for it). */
  goldExchange: {
    kind: 'Please choose what the piece is.',
    karat: 'Please choose 14k, 18k, 22k or 24k.',
    weight: 'Please enter a weight in grams, more than 0 and at most 1000, to the milligram at most.',
    noItems: 'Please describe at least one piece.',
    tooManyItems: 'Please send at most 10 pieces in one request.',
    addressNeeded: 'Please choose the address our insured courier should collect from.',
    addressNotFound: 'Please choose one of your saved addresses.',
    noBuyRates: 'The shop has not set its buy rates for old gold yet: please try again later.',
    unknownStatus: 'Please choose requested, received, tested, valued, credited or rejected.',
    notFound: 'Old gold request not found',
    badPhoto: 'Please upload a JPEG, PNG or WebP photo.',
    tooManyPhotos: 'Please add at most 3 photos.',
    photoTooLarge: 'Please add photos of 8 MB or less each.',
    badItems: 'Please describe the pieces as a list of kind, karat and approximate weight.',
    requested: 'Request received. We will contact you to arrange the collection.',
    requestedShop: 'Request received. Bring your gold to the shop; we test it in front of you.',
    moved: 'Status updated. The customer has been told.',
    accepted: 'Valuation accepted. The value is now store credit in your wallet.',
    declined: 'Valuation declined. We will return your gold.',
    /** The move refused, by why (packages/domain gold-exchange.ts). */
    illegal: (from: string, to: string) => `An old gold request that is ${from} cannot be moved to ${to}.`,
    needsTest: 'Please enter the tested karat and the net weight (XRF) to mark it tested.',
    needsAcceptance: 'Only the customer can accept a valuation: the credit follows their acceptance.',
    ownerOnly: 'Only the shop can move this request.',
    notValued: 'This request has no valuation to accept.',
    netAboveGross: 'The net weight cannot be more than the gross weight.',
    openOnClose: (ids: number[]) =>
      `Your old gold request${ids.length > 1 ? 's' : ''} #${ids.join(', #')} ${ids.length > 1 ? 'are' : 'is'} still open. Please accept or decline the valuation, or wait until we return your gold, before closing your account.`,
    noBuyRateForKarat: (karat: string) => `The rate card has no buy rate for ${karat}: please set it on the Rates page.`,
  },
  /** The admin area's answers (issue 7). */
  admin: {
    categoryExists: 'A category with this name exists.',
    productCodeExists: 'A product with this code exists.',
    categoryMissing: 'Please choose an existing category.',
    weightOutOfRange: `The finished weight must be within ${WEIGHT_VARIATION_PERCENT}% of the ordered weight.`,
    refundExceedsPaid: 'Refund exceeds the amount paid.',
    refundAmountMissing: 'Please enter the amount to refund, in rupees.',
    /** A refund of a fraction of a paisa, or of less than a rupee, is no refund (issue 35). */
    refundAmountInvalid: 'Please enter a refund of at least ₹1, in rupees and paise.',
    nothingToRefund: 'Nothing has been paid on this order.',
    notInProduction: 'This order is not being made any more.',
    cannotDispatch: 'Only an order whose balance is paid can be dispatched.',
    dueBeforeDispatch: 'This order still has an amount due: it can be dispatched once it is paid.',
    cannotDeliver: 'Only a dispatched order can be marked delivered.',
    huidMissing: 'Please enter one HUID for each piece of the order.',
    huidFormat: 'A HUID is 6 letters or digits.',
    badImage: 'Please upload a JPEG, PNG or WebP image.',
    badVideo: 'Please upload an MP4 video.',
    imageTooLarge: 'Please upload an image of 8 MB or less.',
    videoTooLarge: 'Please upload a video of 30 MB or less.',
    noFiles: 'Please choose a file to upload.',
    mediaNotFound: 'That file is not on this product.',
    productCreated: 'Product created',
    saved: 'Saved.',
    productNotFound: 'Product not found',
    categoryNotFound: 'Category not found',
    slideNotFound: 'Slide not found',
    customerNotFound: 'Customer not found',
    requestNotFound: 'Request not found',
    chooseColour: 'Please choose rose_gold, white_gold, yellow_gold or all.',
    unknownColour: 'Unknown colour.',
    /** SPEC §5 test form: name, category id, email and password are required. */
    testFormRequired: 'Please fill name, category id, email and password.',
    refundKeyTaken: 'This idempotency key belongs to another refund.',
    refundAlreadyMade: 'This refund was already made.',
    stageUpdated: 'Stage updated. The customer has been told.',
    weightRecorded: 'Finished weight recorded. The customer has been told the new balance and may cancel within 24 hours.',
    dispatched: 'Order dispatched. The customer has the tracking number.',
    delivered: 'Order marked delivered.',
    cancelled: 'Order cancelled.',
    holidayDate: 'Please enter a date as YYYY-MM-DD.',
    holidayName: "Please enter the holiday's name.",
    holidayExists: 'This date is already a holiday.',
    holidayNotFound: 'That date is not a holiday.',
    synonymsTooFew: 'Please give at least two different words or phrases that mean the same.',
    synonymsTooLong: 'Please keep each word or phrase to 60 characters and a set to 30 of them.',
    synonymsNotFound: 'That synonym set is not there any more.',
  },
} as const;

/**
 * SPEC §5's sentence about the advance, "minimum payment should between ₹X to Y", with both
 * amounts in rupees and en-IN groups: "… between ₹1,24,855 to ₹1,42,691". The checkout shows it
 * and the API answers a refused advance with it.
 */
export function advanceRangeMessage(min: number, max: number): string {
  return `minimum payment should between ${formatRupees(min)} to ${formatRupees(max)}`;
}

/** The 30-second resend rule's answer (ARCHITECTURE §5). */
export function otpWaitMessage(seconds: number): string {
  return `Please wait ${seconds} seconds before requesting another OTP.`;
}

/** The SMS that carries a one-time code. */
export function otpSmsText(code: string, validMinutes: number): string {
  return `Your Kanak OTP is ${code}. It is valid for ${validMinutes} minutes. Do not share it with anyone.`;
}

/** 'Rates saved. 3 product prices changed.' */
export function ratesSavedMessage(changed: number): string {
  return `Rates saved. ${changed} product price${changed === 1 ? '' : 's'} changed.`;
}

/** 'Refund of ₹1,000 processed.' */
export function refundProcessedMessage(refundedPaise: number): string {
  return `Refund of ${formatPaise(refundedPaise)} processed.`;
}

/** The provider said no, perhaps after refunding part of the amount. */
export function refundRefusedMessage(refundedPaise: number): string {
  return `The payment provider refused the refund${refundedPaise > 0 ? ` after ${formatPaise(refundedPaise)} was refunded` : ''}. Please try again with a new key.`;
}
