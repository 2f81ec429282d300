import { useState } from 'react';
import { paths } from '../../../lib/paths';
import { AuthPage, FooterLink } from '../components/auth-page';
import { OtpStep } from '../components/otp-step';
import { SignupForm } from '../components/signup-form';
import { useAuthScreen } from '../components/use-return-to';

/** /signup (SPEC §4 "Signup"): the form, then the OTP sent to the new number, then signed in. */
export function SignupPage() {
  const { signedIn, from, goBack } = useAuthScreen();
  const [phone, setPhone] = useState<string | null>(null);
  if (signedIn) return null;

  return (
    <AuthPage
      documentTitle={phone ? 'Verify your number' : 'Create an account'}
      title={phone ? 'Verify your number' : 'Create an account'}
      intro={
        phone
          ? 'One last step: confirm the mobile number on your new account.'
          : 'Save pieces to your wishlist, keep a cart and follow your orders as they are made.'
      }
      footer={
        phone ? undefined : (
          <FooterLink question="Already have an account?" to={paths.login} from={from}>
            Log in
          </FooterLink>
        )
      }
    >
      {/* The form stays mounted under the OTP step, so 'Edit details' finds every field as left. */}
      <div hidden={phone !== null}>
        <SignupForm
          onRegistered={(number) => {
            setPhone(number);
            window.scrollTo(0, 0); // the OTP step is short: start it from the top
          }}
        />
      </div>
      {phone && (
        <OtpStep
          phone={phone}
          onSignedIn={goBack}
          onChangeNumber={() => setPhone(null)}
          changeLabel="Edit details"
        />
      )}
    </AuthPage>
  );
}
