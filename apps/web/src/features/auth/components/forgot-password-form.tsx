import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { requestPasswordReset } from '../auth-api';
import { ForgotPasswordFormSchema, type ForgotPasswordFormValues } from '../auth-schemas';
import { showErrorToast } from '@/lib/show-error-toast';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const form = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(ForgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function handleSubmit(values: ForgotPasswordFormValues) {
    try {
      await requestPasswordReset(values.email);
      toast.success('Password reset link sent to your email!');
      onBack();
    } catch (error) {
      showErrorToast(error);
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(handleSubmit)}
      className="grid gap-4"
      aria-label="Reset password"
    >
      <FormField id="forgot-email" label="Email" error={errors.email?.message}>
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
      <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to Sign In
      </Button>
    </form>
  );
}
