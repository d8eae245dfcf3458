import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { UpdateWhatsAppAccountRequestSchema, type WhatsAppAccount } from '@leadchat/contract';
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
import { PasswordInput } from '@/components/ui/password-input';
import { ApiRequestError } from '@/lib/api';
import { updateWhatsAppAccount, whatsappAccountsQueryKey } from './whatsapp-api';

const FormSchema = z.object({ accessToken: UpdateWhatsAppAccountRequestSchema.shape.accessToken.unwrap() });
type FormValues = z.infer<typeof FormSchema>;

/**
 * Replaces a number's access token. The server checks the new token with Meta against this number and business
 * account before saving it (a number connected before LeadChat checked becomes confirmed that way).
 */
export function ReplaceTokenDialog({
  websiteId,
  account,
  onClose,
}: {
  websiteId: string;
  account: WhatsAppAccount;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({ resolver: zodResolver(FormSchema), defaultValues: { accessToken: '' } });
  const replace = useMutation({
    mutationFn: (values: FormValues) => updateWhatsAppAccount(websiteId, account.id, values),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: whatsappAccountsQueryKey(websiteId) });
      toast.success('Access token replaced and confirmed with Meta');
      onClose();
    },
  });
  const refusal = replace.error
    ? replace.error instanceof ApiRequestError
      ? replace.error.message
      : 'Failed to replace the access token'
    : null;
  const number = account.displayPhoneNumber ?? account.phoneNumberId ?? 'this number';

  return (
    <Dialog open onOpenChange={(open) => (!open ? onClose() : undefined)}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Replace access token</DialogTitle>
          <DialogDescription>
            The new token for {number} is checked with Meta before it is saved, and stored encrypted.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => replace.mutate(values))}
          className="grid gap-4"
          aria-label="Replace access token"
        >
          <FormField
            id="whatsapp-replace-token"
            label="Access token"
            error={form.formState.errors.accessToken?.message}
          >
            {(field) => <PasswordInput {...field} {...form.register('accessToken')} autoComplete="off" />}
          </FormField>
          {refusal ? (
            <p role="alert" className="text-sm text-destructive">
              {refusal}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" isLoading={replace.isPending}>
              {replace.isPending ? 'Checking...' : 'Replace token'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
