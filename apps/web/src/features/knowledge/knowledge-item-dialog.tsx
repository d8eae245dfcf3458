import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
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
import { Textarea } from '@/components/ui/textarea';

/** The props every knowledge item dialog takes from its list. */
export type KnowledgeDialogProps<V> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves when saved; rejects to keep the dialog open. */
  onSave: (values: V) => Promise<void>;
};

type FieldSpec<V> = { name: keyof V & string; id: string; label: string };

/**
 * Add or edit one knowledge item made of a one-line field (an FAQ's question, a text's title) and a long one
 * (the answer, the content) with a character count.
 */
export function KnowledgeItemDialog<V extends Record<string, string>>({
  open,
  onOpenChange,
  onSave,
  schema,
  values,
  className,
  title,
  description,
  formLabel,
  submitLabel,
  shortField,
  longField,
}: KnowledgeDialogProps<V> & {
  schema: z.ZodType<V, Record<string, string>>;
  /** What the form starts from: the edited item's values, or empty ones. */
  values: V;
  className?: string;
  title: string;
  description: string;
  formLabel: string;
  submitLabel: string;
  shortField: FieldSpec<V> & { placeholder: string };
  longField: FieldSpec<V> & { max: number; rows: number };
}) {
  // The form sees plain string fields so that the field names can come from the caller.
  const form = useForm<Record<string, string>, unknown, V>({ resolver: zodResolver(schema), values });
  const { errors, isSubmitting } = form.formState;
  const longLength = useWatch({ control: form.control, name: longField.name }).length;

  async function handleSubmit(submitted: V) {
    try {
      await onSave(submitted);
      onOpenChange(false);
    } catch {
      // The caller showed the failure; the dialog stays open with the text.
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={form.handleSubmit(handleSubmit)}
          className="grid gap-4"
          aria-label={formLabel}
        >
          <FormField id={shortField.id} label={shortField.label} error={errors[shortField.name]?.message}>
            {(field) => (
              <Input {...field} {...form.register(shortField.name)} placeholder={shortField.placeholder} />
            )}
          </FormField>
          <FormField
            id={longField.id}
            label={longField.label}
            error={errors[longField.name]?.message}
            hint={`${longLength.toLocaleString('en-US')} / ${longField.max.toLocaleString('en-US')} characters`}
          >
            {(field) => <Textarea {...field} {...form.register(longField.name)} rows={longField.rows} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" isLoading={isSubmitting}>
              {isSubmitting ? 'Saving...' : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
