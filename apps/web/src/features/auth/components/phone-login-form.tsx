import { useMutation } from '@tanstack/react-query';
import { sendOtpRequestSchema } from '@kanak/domain/contract/auth';
import { toast } from '../../../components/ui/toast';
import { sendOtp, sendOtpError } from '../api/send-otp';
import { PhoneField } from './phone-field';
import { SubmitButton } from './submit-button';
import { useSchemaForm } from './use-schema-form';

interface PhoneLoginFormProps {
  initialPhone?: string;
  /** The OTP is on its way to this number. */
  onSent: (phone: string) => void;
}

/** SPEC §4 "Phone login": enter the number, send the OTP (digits only, 10 starting 6–9). */
export function PhoneLoginForm({ initialPhone = '', onSent }: PhoneLoginFormProps) {
  const form = useSchemaForm(sendOtpRequestSchema, { phone_number: initialPhone });
  const send = useMutation({
    mutationFn: sendOtp,
    onSuccess: (response, phone) => {
      onSent(phone);
      toast.success(response.message);
    },
    onError: (error) => toast.error(sendOtpError(error)),
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((data) => send.mutate(data.phone_number))}
      className="space-y-5"
    >
      <PhoneField
        {...form.field('phone_number')}
        // Back from the OTP step to correct the number: it is what needs attention.
        autoFocus={initialPhone !== ''}
      />
      <SubmitButton pending={send.isPending} pendingLabel="Sending OTP…">
        SEND OTP
      </SubmitButton>
    </form>
  );
}
