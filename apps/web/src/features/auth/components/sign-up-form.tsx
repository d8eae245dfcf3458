import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { PASSWORD_MIN_LENGTH, SignUpFormSchema, type SignUpFormValues } from '../auth-schemas';
import { showErrorToast } from '@/lib/show-error-toast';
import { useAuth } from '@/lib/session/use-auth';
import { referralVisitSettled } from '@/features/referrals';

export function SignUpForm({ onNeedsConfirmation }: { onNeedsConfirmation: (email: string) => void }) {
  const { signUp } = useAuth();
  const form = useForm<SignUpFormValues>({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { username: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function handleSubmit(values: SignUpFormValues) {
    try {
      // A referral link's code must be kept (cookie set) before the account exists.
      await referralVisitSettled();
      const { isSignedIn } = await signUp(values);
      if (isSignedIn) {
        // Our server signs the new account in at once; the route guard moves on to the dashboard.
        toast.success('Signed in successfully!');
      } else {
        toast.success('Check your email to confirm your account!');
        form.reset();
        onNeedsConfirmation(values.email);
      }
    } catch (error) {
      showErrorToast(error);
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleSubmit)} className="grid gap-4" aria-label="Sign up">
      <FormField id="sign-up-username" label="Username" error={errors.username?.message}>
        {(field) => (
          <Input
            {...field}
            {...form.register('username')}
            autoComplete="username"
            placeholder="Your name or business"
          />
        )}
      </FormField>
      <FormField id="sign-up-email" label="Email" error={errors.email?.message}>
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
      <FormField
        id="sign-up-password"
        label="Password"
        error={errors.password?.message}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      >
        {(field) => <PasswordInput {...field} {...form.register('password')} autoComplete="new-password" />}
      </FormField>
      <Button type="submit" size="lg" className="mt-2 w-full" isLoading={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Sign Up'}
      </Button>
    </form>
  );
}
