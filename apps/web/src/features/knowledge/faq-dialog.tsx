import { CreateFaqRequestSchema, FAQ_ANSWER_MAX, type CreateFaqRequest, type Faq } from '@leadchat/contract';
import { KnowledgeItemDialog, type KnowledgeDialogProps } from './knowledge-item-dialog';

/** Add or edit one FAQ entry (question and answer). */
export function FaqDialog({
  faq,
  ...props
}: KnowledgeDialogProps<CreateFaqRequest> & {
  /** The entry being edited; null to add a new one. */
  faq: Faq | null;
}) {
  return (
    <KnowledgeItemDialog
      {...props}
      schema={CreateFaqRequestSchema}
      values={{ question: faq?.question ?? '', answer: faq?.answer ?? '' }}
      title={faq ? 'Edit FAQ' : 'Add FAQ'}
      description="When a visitor asks this question, the assistant answers with your answer."
      formLabel={faq ? 'Edit FAQ' : 'Add FAQ'}
      submitLabel={faq ? 'Save FAQ' : 'Add FAQ'}
      shortField={{
        name: 'question',
        id: 'faq-question',
        label: 'Question',
        placeholder: 'Do you offer free estimates?',
      }}
      longField={{ name: 'answer', id: 'faq-answer', label: 'Answer', max: FAQ_ANSWER_MAX, rows: 5 }}
    />
  );
}
