import { ArrowDown, ArrowUp, MessageCircleQuestion } from 'lucide-react';
import { toast } from 'sonner';
import type { Faq } from '@leadchat/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { FaqDialog } from './faq-dialog';
import { createFaq, deleteFaq, updateFaq } from './knowledge-api';
import {
  KnowledgeEmptyState,
  KnowledgeItem,
  KnowledgeListHeader,
  useKnowledgeItems,
} from './knowledge-item-list';
import { useReorderFaqs } from './use-knowledge-mutations';

/** FAQ entries in the order the owner chose: add, edit, delete, move up/down. */
export function FaqList({ websiteId, faqs }: { websiteId: string; faqs: Faq[] }) {
  const items = useKnowledgeItems({
    websiteId,
    listKey: 'faqs',
    create: createFaq,
    update: updateFaq,
    remove: deleteFaq,
    messages: {
      added: 'FAQ added',
      updated: 'FAQ updated',
      saveFailed: 'Failed to save FAQ',
      deleted: 'FAQ deleted',
      deleteFailed: 'Failed to delete FAQ',
    },
  });
  const reorder = useReorderFaqs(websiteId);
  const isReordering = reorder.isPending;

  function handleMove(index: number, offset: -1 | 1) {
    const target = index + offset;
    if (target < 0 || target >= faqs.length) return;
    const reordered = [...faqs];
    [reordered[index], reordered[target]] = [reordered[target]!, reordered[index]!];
    reorder.mutate(reordered, {
      onError: () => toast.error('Error', { description: 'Failed to reorder FAQs' }),
    });
  }

  return (
    <div className="grid gap-4">
      <KnowledgeListHeader
        description={
          <>
            Answers to the questions your visitors ask most. A matching FAQ is the assistant&apos;s first
            choice.
          </>
        }
        addLabel="Add FAQ"
        onAdd={items.openAdd}
      />

      {faqs.length === 0 ? (
        <KnowledgeEmptyState icon={MessageCircleQuestion}>
          No FAQs yet. Add the questions your visitors ask most.
        </KnowledgeEmptyState>
      ) : (
        <ol className="grid gap-3" aria-label="FAQs" aria-busy={isReordering || undefined}>
          {faqs.map((faq, index) => (
            <KnowledgeItem
              key={faq.id}
              name={faq.question}
              onEdit={() => items.openEdit(faq)}
              onDelete={() => items.openDelete(faq)}
              actions={
                <>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Move up: ${faq.question}`}
                    disabled={index === 0 || isReordering}
                    onClick={() => handleMove(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Move down: ${faq.question}`}
                    disabled={index === faqs.length - 1 || isReordering}
                    onClick={() => handleMove(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                </>
              }
            >
              <p className="font-medium break-words">{faq.question}</p>
              <p className="mt-1 text-sm whitespace-pre-line break-words text-muted-foreground">
                {faq.answer}
              </p>
            </KnowledgeItem>
          ))}
        </ol>
      )}

      <FaqDialog {...items.dialog} faq={items.editing} />
      <ConfirmDeleteDialog
        {...items.deleteDialog}
        title="Delete this FAQ?"
        description={`The assistant will no longer answer “${items.deleting?.question ?? ''}” from this entry.`}
      />
    </div>
  );
}
