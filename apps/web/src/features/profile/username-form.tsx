import type { Profile } from '@leadchat/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { UsernameFormSchema, type UsernameFormValues } from './profile-schemas';
import { useUpdateProfile } from './use-profile-mutations';

/** Username edit; an empty username saves as none (docs/product/validation.md). */
export function UsernameForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm<UsernameFormValues>({
    resolver: zodResolver(UsernameFormSchema),
    values: { username: profile.username ?? '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  async function handleSubmit(values: UsernameFormValues) {
    try {
      const updated = await update.mutateAsync({
        username: values.username.trim() === '' ? null : values.username,
      });
      form.reset({ username: updated.username ?? '' });
      toast.success('Profile updated successfully');
    } catch {
      toast.error('Error', { description: 'Failed to update profile' });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleSubmit)} className="grid gap-4" aria-label="Profile">
      <FormField
        id="profile-username"
        label="Username"
        error={errors.username?.message}
        hint="Leave empty to have no username."
      >
        {(field) => <Input {...field} {...form.register('username')} autoComplete="username" />}
      </FormField>
      <div>
        <Button type="submit" isLoading={isSubmitting} disabled={!isDirty}>
          {isSubmitting ? 'Saving...' : 'Update Profile'}
        </Button>
      </div>
    </form>
  );
}
