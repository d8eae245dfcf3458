import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { CreateWhatsAppAccountRequestSchema } from '@leadchat/contract';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiRequestError } from '@/lib/api';
import { connectWhatsAppAccount, whatsappAccountsQueryKey } from './whatsapp-api';

/** The form's fields are text; an empty token means "use the server's token". */
const FormSchema = CreateWhatsAppAccountRequestSchema.extend({
  accessToken: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(CreateWhatsAppAccountRequestSchema.shape.accessToken),
  timeZone: z.string().trim().min(1, 'Time zone is required'),
});
type FormValues = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Connects a WhatsApp Business number (from Meta's WhatsApp Manager) to the website. */
export function ConnectWhatsAppDialog({
  websiteId,
  open,
  onOpenChange,
  hasServerAccessToken,
}: {
  websiteId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hasServerAccessToken: boolean;
}) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: {
      displayPhoneNumber: '',
      phoneNumberId: '',
      businessAccountId: '',
      accessToken: '',
      timeZone: browserTimeZone(),
    },
  });
  const { errors } = form.formState;
  const connect = useMutation({
    mutationFn: (values: FormOutput) => connectWhatsAppAccount(websiteId, values),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: whatsappAccountsQueryKey(websiteId) });
      toast.success('WhatsApp number connected');
      form.reset();
      onOpenChange(false);
    },
    onError: (error) =>
      toast.error('Error', {
        description:
          error instanceof ApiRequestError ? error.message : 'Failed to connect the WhatsApp number',
      }),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Connect WhatsApp number</DialogTitle>
          <DialogDescription>
            Copy these values from your app in Meta&apos;s developer console (WhatsApp › API Setup). The
            access token is stored encrypted and never shown again.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => connect.mutate(values))}
          className="grid gap-4"
          aria-label="Connect WhatsApp number"
        >
          <FormField
            id="whatsapp-display-number"
            label="WhatsApp number"
            error={errors.displayPhoneNumber?.message}
          >
            {(field) => (
              <Input
                {...field}
                {...form.register('displayPhoneNumber')}
                placeholder="+1 555 010 0100"
                inputMode="tel"
              />
            )}
          </FormField>
          <FormField
            id="whatsapp-phone-number-id"
            label="Phone number ID"
            error={errors.phoneNumberId?.message}
          >
            {(field) => <Input {...field} {...form.register('phoneNumberId')} inputMode="numeric" />}
          </FormField>
          <FormField
            id="whatsapp-business-account-id"
            label="WhatsApp Business Account ID"
            error={errors.businessAccountId?.message}
          >
            {(field) => <Input {...field} {...form.register('businessAccountId')} inputMode="numeric" />}
          </FormField>
          <FormField
            id="whatsapp-access-token"
            label="Access token"
            error={errors.accessToken?.message}
            hint={
              hasServerAccessToken
                ? "Optional: leave empty to use the server's access token."
                : 'A permanent system-user token with the whatsapp_business_messaging permission.'
            }
          >
            {(field) => <PasswordInput {...field} {...form.register('accessToken')} autoComplete="off" />}
          </FormField>
          <FormField
            id="whatsapp-time-zone"
            label="Time zone"
            error={errors.timeZone?.message}
            hint="Monthly usage is counted from the first of the month in this time zone."
          >
            {(field) => <Input {...field} {...form.register('timeZone')} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" isLoading={connect.isPending}>
              {connect.isPending ? 'Connecting...' : 'Connect number'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
