import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { AuthPage, FooterLink, OrDivider } from '../components/auth-page';
import { PhoneLoginForm } from '../components/phone-login-form';
import { useAuthScreen } from '../components/use-return-to';

/** /loginwithmobile (SPEC §4 "Phone login"): the number, then the code at /verifymobile. */
export function LoginWithMobilePage() {
  const navigate = useNavigate();
  const { signedIn, from, state } = useAuthScreen();
  if (signedIn) return null;
  const phone = state?.phone;

  return (
    <AuthPage
      documentTitle="Log in with mobile"
      title="Log in with mobile"
      intro="We will text a one-time password to the mobile number on your Kanak account."
      footer={
        <FooterLink question="New to Kanak?" to={paths.signup} from={from}>
          Create an account
        </FooterLink>
      }
    >
      <PhoneLoginForm
        initialPhone={typeof phone === 'string' ? phone : ''}
        onSent={(number) => void navigate(paths.verifyMobile, { state: { phone: number, from } })}
      />
      <OrDivider />
      <Link to={paths.login} state={{ from }} className="btn btn-outline min-h-12 w-full">
        Log in with Email
      </Link>
    </AuthPage>
  );
}
