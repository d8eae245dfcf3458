import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { CreateFaqRequestSchema, FAQ_ANSWER_MAX, type CreateFaqRequest, type Faq } from '@leadchat/contract';
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

/** Add or edit one FAQ entry (question and answer). */
export function FaqDialog({
  open,
  onOpenChange,
  faq,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry being edited; null to add a new one. */
  faq: Faq | null;
  /** Resolves when saved; rejects to keep the dialog open. */
  onSave: (values: CreateFaqRequest) => Promise<void>;
}) {
  const form = useForm<CreateFaqRequest>({
    resolver: zodResolver(CreateFaqRequestSchema),
    values: { question: faq?.question ?? '', answer: faq?.answer ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const answerLength = useWatch({ control: form.control, name: 'answer' }).length;

  async function handleSubmit(values: CreateFaqRequest) {
    try {
      await onSave(values);
      onOpenChange(false);
    } catch {
      // The caller showed the failure; the dialog stays open with the text.
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{faq ? 'Edit FAQ' : 'Add FAQ'}</DialogTitle>
          <DialogDescription>
            When a visitor asks this question, the assistant answers with your answer.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={form.handleSubmit(handleSubmit)}
          className="grid gap-4"
          aria-label={faq ? 'Edit FAQ' : 'Add FAQ'}
        >
          <FormField id="faq-question" label="Question" error={errors.question?.message}>
            {(field) => (
              <Input {...field} {...form.register('question')} placeholder="Do you offer free estimates?" />
            )}
          </FormField>
          <FormField
            id="faq-answer"
            label="Answer"
            error={errors.answer?.message}
            hint={`${answerLength.toLocaleString('en-US')} / ${FAQ_ANSWER_MAX.toLocaleString('en-US')} characters`}
          >
            {(field) => <Textarea {...field} {...form.register('answer')} rows={5} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" isLoading={isSubmitting}>
              {isSubmitting ? 'Saving...' : faq ? 'Save FAQ' : 'Add FAQ'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
