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

/** The form's fields are text; the time zone is checked by the server (it knows the zones it can count in). */
const FormSchema = CreateWhatsAppAccountRequestSchema.extend({
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

/**
 * Connects a WhatsApp Business number (from Meta's WhatsApp Manager) to the website. The server checks the three
 * values with Meta before saving anything and takes the display number from Meta; its refusal is shown here.
 */
export function ConnectWhatsAppDialog({
  websiteId,
  open,
  onOpenChange,
}: {
  websiteId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: {
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
      changeOpen(false);
    },
  });
  const refusal = connect.error
    ? connect.error instanceof ApiRequestError
      ? connect.error.message
      : 'Failed to connect the WhatsApp number'
    : null;
  const changeOpen = (next: boolean) => {
    if (!next) connect.reset();
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Connect WhatsApp number</DialogTitle>
          <DialogDescription>
            Copy these values from WhatsApp Manager (WhatsApp › API Setup). LeadChat checks them with Meta
            before saving and shows the number as Meta does. The access token is stored encrypted and never
            shown again.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => connect.mutate(values))}
          className="grid gap-4"
          aria-label="Connect WhatsApp number"
        >
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
            hint="A permanent system-user token of your business with the whatsapp_business_management and whatsapp_business_messaging permissions."
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
          {refusal ? (
            <p role="alert" className="text-sm text-destructive">
              {refusal}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
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
