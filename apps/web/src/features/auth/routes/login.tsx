import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { AuthPage, FooterLink, OrDivider } from '../components/auth-page';
import { EmailLoginForm } from '../components/email-login-form';
import { useAuthScreen } from '../components/use-return-to';

/** /login (SPEC §2): e-mail and password, with the ways to OTP login and signup. */
export function LoginPage() {
  const { signedIn, from, goBack } = useAuthScreen();
  if (signedIn) return null;

  return (
    <AuthPage
      documentTitle="Log in"
      title="Welcome back"
      intro="Log in to keep your cart, wishlist and orders with you on every device."
      footer={
        <FooterLink question="New to Kanak?" to={paths.signup} from={from}>
          Create an account
        </FooterLink>
      }
    >
      <EmailLoginForm onSignedIn={goBack} from={from} />
      <OrDivider />
      <Link to={paths.loginWithMobile} state={{ from }} className="btn btn-outline min-h-12 w-full">
        Log in with Mobile OTP
      </Link>
    </AuthPage>
  );
}
