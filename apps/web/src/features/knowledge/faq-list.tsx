import { useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, MessageCircleQuestion, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { CreateFaqRequest, Faq, KnowledgeOverview } from '@leadchat/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { FaqDialog } from './faq-dialog';
import { createFaq, deleteFaq, knowledgeQueryKey, reorderFaqs, updateFaq } from './knowledge-api';

/** FAQ entries in the order the owner chose: add, edit, delete, move up/down. */
export function FaqList({ websiteId, faqs }: { websiteId: string; faqs: Faq[] }) {
  const queryClient = useQueryClient();
  const queryKey = knowledgeQueryKey(websiteId);
  const [editing, setEditing] = useState<Faq | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<Faq | null>(null);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const [isReordering, setIsReordering] = useState(false);

  const setFaqs = (update: (faqs: Faq[]) => Faq[]) =>
    queryClient.setQueryData<KnowledgeOverview>(queryKey, (data) =>
      data ? { ...data, faqs: update(data.faqs) } : data,
    );

  function openAdd() {
    setEditing(null);
    setIsDialogOpen(true);
  }

  async function handleSave(values: CreateFaqRequest) {
    try {
      if (editing) {
        const saved = await updateFaq(websiteId, editing.id, values);
        setFaqs((list) => list.map((faq) => (faq.id === saved.id ? saved : faq)));
        toast.success('FAQ updated');
      } else {
        const saved = await createFaq(websiteId, values);
        setFaqs((list) => [...list, saved]);
        toast.success('FAQ added');
      }
    } catch (error) {
      toast.error('Error', { description: 'Failed to save FAQ' });
      throw error;
    }
  }

  async function handleDelete() {
    if (!deleting) return;
    try {
      await deleteFaq(websiteId, deleting.id);
      setFaqs((list) => list.filter((faq) => faq.id !== deleting.id));
      toast.success('FAQ deleted');
    } catch (error) {
      toast.error('Error', { description: 'Failed to delete FAQ' });
      throw error;
    }
  }

  async function handleMove(index: number, offset: -1 | 1) {
    const target = index + offset;
    if (target < 0 || target >= faqs.length) return;
    const reordered = [...faqs];
    [reordered[index], reordered[target]] = [reordered[target]!, reordered[index]!];
    const previous = faqs;
    setFaqs(() => reordered.map((faq, position) => ({ ...faq, position })));
    setIsReordering(true);
    try {
      const saved = await reorderFaqs(
        websiteId,
        reordered.map((faq) => faq.id),
      );
      setFaqs(() => saved);
    } catch {
      setFaqs(() => previous);
      toast.error('Error', { description: 'Failed to reorder FAQs' });
    } finally {
      setIsReordering(false);
    }
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Answers to the questions your visitors ask most. A matching FAQ is the assistant&apos;s first
          choice.
        </p>
        <Button onClick={openAdd} className="shrink-0">
          <Plus aria-hidden="true" />
          Add FAQ
        </Button>
      </div>

      {faqs.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center text-muted-foreground">
          <MessageCircleQuestion className="size-6" aria-hidden="true" />
          <p>No FAQs yet. Add the questions your visitors ask most.</p>
        </div>
      ) : (
        <ol className="grid gap-3" aria-label="FAQs" aria-busy={isReordering || undefined}>
          {faqs.map((faq, index) => (
            <li key={faq.id} className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{faq.question}</p>
                <p className="mt-1 text-sm whitespace-pre-line break-words text-muted-foreground">
                  {faq.answer}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-1">
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Move up: ${faq.question}`}
                  disabled={index === 0 || isReordering}
                  onClick={() => void handleMove(index, -1)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Move down: ${faq.question}`}
                  disabled={index === faqs.length - 1 || isReordering}
                  onClick={() => void handleMove(index, 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Edit: ${faq.question}`}
                  onClick={() => {
                    setEditing(faq);
                    setIsDialogOpen(true);
                  }}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  className="text-destructive hover:bg-red-50 hover:text-destructive"
                  aria-label={`Delete: ${faq.question}`}
                  onClick={() => {
                    setDeleting(faq);
                    setIsDeleteOpen(true);
                  }}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}

      <FaqDialog open={isDialogOpen} onOpenChange={setIsDialogOpen} faq={editing} onSave={handleSave} />
      <ConfirmDeleteDialog
        open={isDeleteOpen}
        onOpenChange={setIsDeleteOpen}
        title="Delete this FAQ?"
        description={`The assistant will no longer answer “${deleting?.question ?? ''}” from this entry.`}
        onConfirm={handleDelete}
      />
    </div>
  );
}
