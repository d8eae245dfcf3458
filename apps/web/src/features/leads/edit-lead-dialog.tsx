import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  LEAD_STATUSES,
  normaliseLeadScoreInput,
  parseTagsInput,
  type Lead,
  type LeadStatus,
} from '@leadchat/contract';
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { showServerFieldErrors } from '@/lib/field-errors';
import { capitalize } from './lead-display';
import { useUpdateLead } from './use-update-lead';

const EditLeadFormSchema = z.object({
  name: z.string().max(200, 'Name must be at most 200 characters'),
  email: z
    .string()
    .trim()
    .max(320)
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      'Email must be a valid email address',
    ),
  phone: z.string().max(50, 'Phone must be at most 50 characters'),
  company: z.string().max(200, 'Company must be at most 200 characters'),
  status: z.enum(LEAD_STATUSES),
  score: z.string(),
  notes: z.string().max(5000, 'Notes must be at most 5000 characters'),
  tags: z.string(),
});
type EditLeadFormValues = z.infer<typeof EditLeadFormSchema>;

function toFormValues(lead: Lead): EditLeadFormValues {
  return {
    name: lead.name ?? '',
    email: lead.email ?? '',
    phone: lead.phone ?? '',
    company: lead.company ?? '',
    status: (LEAD_STATUSES as readonly string[]).includes(lead.status) ? (lead.status as LeadStatus) : 'new',
    score: String(lead.score),
    notes: lead.notes ?? '',
    tags: lead.tags.join(', '),
  };
}

/** Edit dialog (docs/product/calls.md "Update conversation by id"): score 0–100 (invalid input becomes 0), tags comma-separated. */
export function EditLeadDialog({
  lead,
  onOpenChange,
}: {
  lead: Lead | null;
  onOpenChange: (open: boolean) => void;
}) {
  const updateLead = useUpdateLead();
  const form = useForm<EditLeadFormValues>({
    resolver: zodResolver(EditLeadFormSchema),
    defaultValues: lead ? toFormValues(lead) : undefined,
  });
  const { errors } = form.formState;
  const isSubmitting = updateLead.isPending;

  useEffect(() => {
    if (lead) form.reset(toFormValues(lead));
  }, [lead, form]);

  function handleSubmit(values: EditLeadFormValues) {
    if (!lead) return;
    const changes = {
      name: values.name,
      email: values.email,
      phone: values.phone,
      company: values.company,
      status: values.status,
      score: normaliseLeadScoreInput(values.score),
      notes: values.notes,
      tags: parseTagsInput(values.tags),
    };
    updateLead.mutate(
      { leadId: lead.id, changes },
      {
        onSuccess: () => {
          toast.success('Lead updated successfully');
          onOpenChange(false);
        },
        onError: (error) => {
          // The server names the fields it refused (error.details); each message shows at its field.
          showServerFieldErrors(form.setError, error, ['name', 'email', 'phone', 'company', 'notes', 'tags']);
          toast.error('Error', { description: 'Failed to update lead' });
        },
      },
    );
  }

  return (
    <Dialog open={lead !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit Lead</DialogTitle>
          <DialogDescription>
            Update the contact details, status, score, notes and tags of this lead.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={form.handleSubmit(handleSubmit)}
          className="grid gap-4"
          aria-label="Edit lead"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="lead-name" label="Name" error={errors.name?.message}>
              {(field) => <Input {...field} {...form.register('name')} autoComplete="off" />}
            </FormField>
            <FormField id="lead-email" label="Email" error={errors.email?.message}>
              {(field) => <Input {...field} type="email" {...form.register('email')} autoComplete="off" />}
            </FormField>
            <FormField id="lead-phone" label="Phone" error={errors.phone?.message}>
              {(field) => <Input {...field} type="tel" {...form.register('phone')} autoComplete="off" />}
            </FormField>
            <FormField id="lead-company" label="Company" error={errors.company?.message}>
              {(field) => <Input {...field} {...form.register('company')} autoComplete="off" />}
            </FormField>
            <FormField id="lead-status" label="Status">
              {(field) => (
                <Controller
                  control={form.control}
                  name="status"
                  render={({ field: statusField }) => (
                    <Select value={statusField.value} onValueChange={statusField.onChange}>
                      <SelectTrigger id={field.id} aria-describedby={field['aria-describedby']}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {LEAD_STATUSES.map((status) => (
                          <SelectItem key={status} value={status}>
                            {capitalize(status)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
            <FormField id="lead-score" label="Score (0–100)" error={errors.score?.message}>
              {(field) => (
                <Input {...field} type="number" min={0} max={100} step={1} {...form.register('score')} />
              )}
            </FormField>
          </div>
          <FormField id="lead-tags" label="Tags" hint="Separate tags with commas">
            {(field) => (
              <Input {...field} {...form.register('tags')} placeholder="hot, plumbing" autoComplete="off" />
            )}
          </FormField>
          <FormField id="lead-notes" label="Notes" error={errors.notes?.message}>
            {(field) => <Textarea {...field} rows={4} {...form.register('notes')} />}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" isLoading={isSubmitting}>
              Save Changes
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
