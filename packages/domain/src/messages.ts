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
