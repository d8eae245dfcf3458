import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
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
import { ApiRequestError } from '@/lib/api';
import { AddWebsiteFormSchema, type AddWebsiteFormValues } from './website-schemas';
import { showServerFieldErrors } from '@/lib/field-errors';
import { useCreateWebsite } from './use-website-mutations';

const EMPTY: AddWebsiteFormValues = { name: '', domain: '' };

/** Add Website: name and domain (required, trimmed; the domain becomes an origin), default AI instructions. */
export function AddWebsiteDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const createWebsite = useCreateWebsite();
  const form = useForm<AddWebsiteFormValues>({
    resolver: zodResolver(AddWebsiteFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const isSubmitting = createWebsite.isPending;
  const [name, domain] = useWatch({ control: form.control, name: ['name', 'domain'] });
  // docs/product/validation.md: with the name or domain missing nothing happens.
  const isComplete = name.trim() !== '' && domain.trim() !== '';

  function handleOpenChange(next: boolean) {
    onOpenChange(next);
    if (!next) form.reset(EMPTY);
  }

  function handleSubmit(values: AddWebsiteFormValues) {
    createWebsite.mutate(
      { name: values.name.trim(), domain: values.domain.trim() },
      {
        onSuccess: () => {
          toast.success('Website created successfully');
          handleOpenChange(false);
        },
        onError: (error) => {
          // The server names the field it refused (error.details); the form shows its message there.
          showServerFieldErrors(form.setError, error, ['name', 'domain']);
          // A plan limit (403) is explained to the owner; other failures keep the spec's wording.
          const isPlanLimit = error instanceof ApiRequestError && error.status === 403;
          toast.error('Error', { description: isPlanLimit ? error.message : 'Failed to create website' });
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Website</DialogTitle>
          <DialogDescription>
            Add the site where your AI chat assistant will talk to visitors. You can embed it right after.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(event) => {
            if (!isComplete) {
              event.preventDefault();
              return;
            }
            void form.handleSubmit(handleSubmit)(event);
          }}
          className="grid gap-4"
          aria-label="Add website"
        >
          <FormField id="website-name" label="Website Name" error={errors.name?.message}>
            {(field) => (
              <Input {...field} {...form.register('name')} placeholder="My Business" autoComplete="off" />
            )}
          </FormField>
          <FormField
            id="website-domain"
            label="Domain"
            error={errors.domain?.message}
            hint="Your site's address, for example example.com or https://www.example.com"
          >
            {(field) => (
              <Input
                {...field}
                {...form.register('domain')}
                inputMode="url"
                placeholder="example.com"
                autoComplete="url"
                spellCheck={false}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => handleOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" isLoading={isSubmitting} disabled={!isComplete}>
              {isSubmitting ? 'Creating...' : 'Create Website'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
