import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PHONE_PATTERN } from '@kanak/domain/account';
import { paths } from '../../../lib/paths';
import { AuthPage } from '../components/auth-page';
import { OtpStep } from '../components/otp-step';
import { useAuthScreen } from '../components/use-return-to';

/** /verifymobile (SPEC §4): the six boxes for the number in navigation state or `?phone=`. */
export function VerifyMobilePage() {
  const navigate = useNavigate();
  const { signedIn, from, goBack, state, search } = useAuthScreen();
  const given = state?.phone;
  const phone =
    typeof given === 'string' ? given : (new URLSearchParams(search).get('phone') ?? '');
  const known = PHONE_PATTERN.test(phone);

  // Without a number there is nothing to verify: ask for one.
  useEffect(() => {
    if (!known) void navigate(paths.loginWithMobile, { replace: true, state: { from } });
  }, [known, from, navigate]);
  if (signedIn || !known) return null;

  return (
    <AuthPage documentTitle="Verify OTP" title="Verify your number">
      <OtpStep
        phone={phone}
        onSignedIn={goBack}
        onChangeNumber={() => void navigate(paths.loginWithMobile, { state: { phone, from } })}
      />
    </AuthPage>
  );
}
