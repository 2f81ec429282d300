import { ForgotPasswordPage } from './forgot-password';
import { LoginWithMobilePage } from './login-with-mobile';
import { LoginPage } from './login';
import { SignupPage } from './signup';
import { VerifyEmailPage } from './verify-email';
import { VerifyMobilePage } from './verify-mobile';

/** The auth screens of SPEC §2 by path, for the router's single lazy import. */
export const AUTH_SCREENS = {
  login: LoginPage,
  signup: SignupPage,
  loginwithmobile: LoginWithMobilePage,
  verifymobile: VerifyMobilePage,
  'forgot-password': ForgotPasswordPage,
  'verify-email': VerifyEmailPage,
};
