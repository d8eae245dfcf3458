import { useQueryClient } from '@tanstack/react-query';
import { FileText, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { CreateTextSourceRequest, KnowledgeOverview, TextSource } from '@leadchat/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { createTextSource, deleteTextSource, knowledgeQueryKey, updateTextSource } from './knowledge-api';
import { TextSourceDialog } from './text-source-dialog';

/** Pasted text sources: add, edit, delete. */
export function TextSourceList({ websiteId, texts }: { websiteId: string; texts: TextSource[] }) {
  const queryClient = useQueryClient();
  const queryKey = knowledgeQueryKey(websiteId);
  const [editing, setEditing] = useState<TextSource | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<TextSource | null>(null);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);

  const setTexts = (update: (texts: TextSource[]) => TextSource[]) =>
    queryClient.setQueryData<KnowledgeOverview>(queryKey, (data) =>
      data ? { ...data, texts: update(data.texts) } : data,
    );

  async function handleSave(values: CreateTextSourceRequest) {
    try {
      if (editing) {
        const saved = await updateTextSource(websiteId, editing.id, values);
        setTexts((list) => list.map((text) => (text.id === saved.id ? saved : text)));
        toast.success('Text updated');
      } else {
        const saved = await createTextSource(websiteId, values);
        setTexts((list) => [...list, saved]);
        toast.success('Text added');
      }
    } catch (error) {
      toast.error('Error', { description: 'Failed to save text' });
      throw error;
    }
  }

  async function handleDelete() {
    if (!deleting) return;
    try {
      await deleteTextSource(websiteId, deleting.id);
      setTexts((list) => list.filter((text) => text.id !== deleting.id));
      toast.success('Text deleted');
    } catch (error) {
      toast.error('Error', { description: 'Failed to delete text' });
      throw error;
    }
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Text you paste is split into passages the assistant searches when it answers.
        </p>
        <Button
          className="shrink-0"
          onClick={() => {
            setEditing(null);
            setIsDialogOpen(true);
          }}
        >
          <Plus aria-hidden="true" />
          Add Text
        </Button>
      </div>
      {texts.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center text-muted-foreground">
          <FileText className="size-6" aria-hidden="true" />
          <p>No pasted text yet.</p>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label="Pasted text">
          {texts.map((text) => (
            <li
              key={text.id}
              className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{text.title}</p>
                <p className="mt-1 line-clamp-2 text-sm break-words text-muted-foreground">{text.content}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {text.content.length.toLocaleString('en-US')} characters · {text.chunkCount}{' '}
                  {text.chunkCount === 1 ? 'passage' : 'passages'}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-1">
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Edit: ${text.title}`}
                  onClick={() => {
                    setEditing(text);
                    setIsDialogOpen(true);
                  }}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  className="text-destructive hover:bg-red-50 hover:text-destructive"
                  aria-label={`Delete: ${text.title}`}
                  onClick={() => {
                    setDeleting(text);
                    setIsDeleteOpen(true);
                  }}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <TextSourceDialog
        open={isDialogOpen}
        onOpenChange={setIsDialogOpen}
        text={editing}
        onSave={handleSave}
      />
      <ConfirmDeleteDialog
        open={isDeleteOpen}
        onOpenChange={setIsDeleteOpen}
        title="Delete this text?"
        description={`The assistant will no longer use “${deleting?.title ?? ''}”.`}
        onConfirm={handleDelete}
      />
    </div>
  );
}
