import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { SignInFormSchema, type SignInFormValues } from '../auth-schemas';
import { showErrorToast } from '@/lib/show-error-toast';
import { submitPassword, TwoFactorChallenge, useFinishSignIn } from '@/features/two-factor';

export function SignInForm({
  onForgotPassword,
  defaultEmail = '',
}: {
  onForgotPassword: () => void;
  /** Pre-fills the email, e.g. right after a sign-up that awaits confirmation. */
  defaultEmail?: string;
}) {
  // Set when the password was right and the account asks for a second factor (no session until then).
  const [needsCode, setNeedsCode] = useState(false);
  const finishSignIn = useFinishSignIn();
  const form = useForm<SignInFormValues>({
    resolver: zodResolver(SignInFormSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function handleSubmit(values: SignInFormValues) {
    try {
      const { twoFactorRequired } = await submitPassword(values);
      if (twoFactorRequired) {
        setNeedsCode(true);
        return;
      }
      await finishSignIn();
      // The /auth route's guard sends the now signed-in user on.
      toast.success('Signed in successfully!');
    } catch (error) {
      showErrorToast(error);
    }
  }

  if (needsCode) {
    return (
      <TwoFactorChallenge
        onVerified={() => toast.success('Signed in successfully!')}
        onCancel={() => {
          setNeedsCode(false);
          form.resetField('password');
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleSubmit)} className="grid gap-4" aria-label="Sign in">
      <FormField id="sign-in-email" label="Email" error={errors.email?.message}>
        {(field) => (
          <Input
            {...field}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
          />
        )}
      </FormField>
      <FormField id="sign-in-password" label="Password" error={errors.password?.message}>
        {(field) => (
          <PasswordInput {...field} {...form.register('password')} autoComplete="current-password" />
        )}
      </FormField>
      <div className="-mt-1 flex justify-end">
        <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={onForgotPassword}>
          Forgot password?
        </Button>
      </div>
      <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
