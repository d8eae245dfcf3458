import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  CreateTextSourceRequestSchema,
  TEXT_CONTENT_MAX,
  type CreateTextSourceRequest,
  type TextSource,
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
import { Textarea } from '@/components/ui/textarea';

/** Add or edit pasted text (price lists, policies, service descriptions). */
export function TextSourceDialog({
  open,
  onOpenChange,
  text,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  text: TextSource | null;
  onSave: (values: CreateTextSourceRequest) => Promise<void>;
}) {
  const form = useForm<CreateTextSourceRequest>({
    resolver: zodResolver(CreateTextSourceRequestSchema),
    values: { title: text?.title ?? '', content: text?.content ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const contentLength = useWatch({ control: form.control, name: 'content' }).length;

  async function handleSubmit(values: CreateTextSourceRequest) {
    try {
      await onSave(values);
      onOpenChange(false);
    } catch {
      // The caller showed the failure; the dialog keeps the text.
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{text ? 'Edit Text' : 'Add Text'}</DialogTitle>
          <DialogDescription>
            Paste anything the assistant should know: price lists, service areas, policies, opening hours.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={form.handleSubmit(handleSubmit)}
          className="grid gap-4"
          aria-label={text ? 'Edit text' : 'Add text'}
        >
          <FormField id="text-title" label="Title" error={errors.title?.message}>
            {(field) => <Input {...field} {...form.register('title')} placeholder="Price list 2026" />}
          </FormField>
          <FormField
            id="text-content"
            label="Content"
            error={errors.content?.message}
            hint={`${contentLength.toLocaleString('en-US')} / ${TEXT_CONTENT_MAX.toLocaleString('en-US')} characters`}
          >
            {(field) => <Textarea {...field} {...form.register('content')} rows={12} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" isLoading={isSubmitting}>
              {isSubmitting ? 'Saving...' : text ? 'Save Text' : 'Add Text'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
