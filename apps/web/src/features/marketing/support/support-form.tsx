import { zodResolver } from '@hookform/resolvers/zod';
import { SupportRequestSchema, type SupportRequest } from '@leadchat/contract';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch, getErrorMessage } from '@/lib/api';

/** Spec §2 /support contact form: stored as a support request and emailed to the support address. */
export function SupportForm({ defaultSubject = '' }: { defaultSubject?: string }) {
  const form = useForm<SupportRequest>({
    resolver: zodResolver(SupportRequestSchema),
    defaultValues: { name: '', email: '', subject: defaultSubject, message: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function handleSubmit(values: SupportRequest) {
    try {
      await apiFetch('/api/support', { method: 'POST', body: values });
      toast.success('Message Sent', { description: "We'll get back to you within 24 hours" });
      form.reset({ name: '', email: '', subject: '', message: '' });
    } catch (error) {
      toast.error('Error', { description: getErrorMessage(error) });
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(handleSubmit)}
      className="grid gap-4"
      aria-labelledby="contact-form-heading"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="support-name" label="Name" error={errors.name?.message}>
          {(field) => <Input {...field} {...form.register('name')} autoComplete="name" required />}
        </FormField>
        <FormField id="support-email" label="Email" error={errors.email?.message}>
          {(field) => (
            <Input
              {...field}
              {...form.register('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              required
            />
          )}
        </FormField>
      </div>
      <FormField id="support-subject" label="Subject" error={errors.subject?.message}>
        {(field) => <Input {...field} {...form.register('subject')} required />}
      </FormField>
      <FormField id="support-message" label="Message" error={errors.message?.message}>
        {(field) => <Textarea {...field} {...form.register('message')} rows={6} required />}
      </FormField>
      <Button type="submit" size="lg" isLoading={isSubmitting} className="sm:w-fit">
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
