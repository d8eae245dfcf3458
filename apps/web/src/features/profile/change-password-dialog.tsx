import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH } from '@leadchat/contract';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiRequestError } from '@/lib/api';
import { ChangePasswordFormSchema, type ChangePasswordFormValues } from './profile-schemas';
import { useChangePassword } from './use-profile-mutations';

const EMPTY: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change-password dialog: current password, new and confirmation; other sessions end on success. */
export function ChangePasswordDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const change = useChangePassword();
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  function handleOpenChange(open: boolean) {
    setIsOpen(open);
    if (!open) form.reset(EMPTY);
  }

  function handleInvalid(fieldErrors: FieldErrors<ChangePasswordFormValues>) {
    // docs/product/messages.md: the profile's password problems are toasts too (the fields show them as well).
    const first = fieldErrors.confirmPassword ?? fieldErrors.newPassword ?? fieldErrors.currentPassword;
    if (first?.message) toast.error('Error', { description: first.message });
  }

  async function handleSubmit(values: ChangePasswordFormValues) {
    try {
      await change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      toast.success('Password changed successfully');
      handleOpenChange(false);
    } catch (error) {
      const reason =
        error instanceof ApiRequestError && error.status === 400 && error.message ? ` ${error.message}` : '';
      toast.error('Error', { description: `Failed to change password.${reason}` });
    }
  }

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden="true" />
          Change Password
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>
            Enter your current password and a new one. You will be signed out on your other devices.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={form.handleSubmit(handleSubmit, handleInvalid)}
          className="grid gap-4"
          aria-label="Change password"
        >
          <FormField id="current-password" label="Current Password" error={errors.currentPassword?.message}>
            {(field) => (
              <PasswordInput
                {...field}
                {...form.register('currentPassword')}
                autoComplete="current-password"
              />
            )}
          </FormField>
          <FormField
            id="new-password"
            label="New Password"
            error={errors.newPassword?.message}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          >
            {(field) => (
              <PasswordInput {...field} {...form.register('newPassword')} autoComplete="new-password" />
            )}
          </FormField>
          <FormField
            id="confirm-password"
            label="Confirm New Password"
            error={errors.confirmPassword?.message}
          >
            {(field) => (
              <PasswordInput {...field} {...form.register('confirmPassword')} autoComplete="new-password" />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => handleOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" isLoading={isSubmitting}>
              {isSubmitting ? 'Changing...' : 'Change Password'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
