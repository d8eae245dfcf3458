import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { resetPassword } from '../auth-api';
import {
  PASSWORD_MIN_LENGTH,
  UpdatePasswordFormSchema,
  type UpdatePasswordFormValues,
} from '../auth-schemas';
import { showErrorToast } from '@/lib/show-error-toast';

/** The reset flow's last step: `token` comes from the emailed link (via /auth?reset=true&token=…). */
export function UpdatePasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useForm<UpdatePasswordFormValues>({
    resolver: zodResolver(UpdatePasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function handleSubmit(values: UpdatePasswordFormValues) {
    try {
      await resetPassword({ newPassword: values.password, token });
      toast.success('Password updated successfully!');
      navigate('/', { replace: true });
    } catch (error) {
      showErrorToast(error);
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(handleSubmit)}
      className="grid gap-4"
      aria-label="Update password"
    >
      <FormField
        id="update-password"
        label="New Password"
        error={errors.password?.message}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      >
        {(field) => <PasswordInput {...field} {...form.register('password')} autoComplete="new-password" />}
      </FormField>
      <FormField
        id="update-password-confirm"
        label="Confirm Password"
        error={errors.confirmPassword?.message}
      >
        {(field) => (
          <PasswordInput {...field} {...form.register('confirmPassword')} autoComplete="new-password" />
        )}
      </FormField>
      <Button type="submit" size="lg" className="mt-2 w-full" isLoading={isSubmitting}>
        {isSubmitting ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
