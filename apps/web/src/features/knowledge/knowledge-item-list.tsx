/** What the FAQ list and the pasted-text list share: the add/edit/delete flow and the list's frame. */
import { Pencil, Plus, Trash2, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useKnowledgeItemMutations, type EditableLists } from './use-knowledge-mutations';

/**
 * Add, edit and delete for one list of the knowledge overview: the dialogs' state and the product's toasts
 * around the list's mutations (use-knowledge-mutations.ts), which keep the cached overview.
 */
export function useKnowledgeItems<K extends keyof EditableLists, V>({
  websiteId,
  listKey,
  create,
  update,
  remove,
  messages,
}: {
  websiteId: string;
  listKey: K;
  create: (websiteId: string, values: V) => Promise<EditableLists[K][number]>;
  update: (websiteId: string, id: string, values: V) => Promise<EditableLists[K][number]>;
  remove: (websiteId: string, id: string) => Promise<void>;
  messages: { added: string; updated: string; saveFailed: string; deleted: string; deleteFailed: string };
}) {
  type Item = EditableLists[K][number];
  const { save: saveItem, destroy } = useKnowledgeItemMutations({
    websiteId,
    listKey,
    create,
    update,
    remove,
  });
  const [editing, setEditing] = useState<Item | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);

  async function save(values: V) {
    try {
      await saveItem.mutateAsync({ id: editing?.id ?? null, values });
      toast.success(editing ? messages.updated : messages.added);
    } catch (error) {
      toast.error('Error', { description: messages.saveFailed });
      throw error;
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await destroy.mutateAsync(deleting.id);
      toast.success(messages.deleted);
    } catch (error) {
      toast.error('Error', { description: messages.deleteFailed });
      throw error;
    }
  }

  return {
    editing,
    deleting,
    /** Props for the add/edit dialog. */
    dialog: { open: isDialogOpen, onOpenChange: setIsDialogOpen, onSave: save },
    /** Props for the delete confirmation. */
    deleteDialog: {
      open: isDeleteOpen,
      onOpenChange: setIsDeleteOpen,
      onConfirm: confirmDelete,
      isPending: destroy.isPending,
    },
    openAdd() {
      setEditing(null);
      setIsDialogOpen(true);
    },
    openEdit(item: Item) {
      setEditing(item);
      setIsDialogOpen(true);
    },
    openDelete(item: Item) {
      setDeleting(item);
      setIsDeleteOpen(true);
    },
  };
}

/** The line above a list: what it is for, and its add button. */
export function KnowledgeListHeader({
  description,
  addLabel,
  onAdd,
}: {
  description: ReactNode;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">{description}</p>
      <Button onClick={onAdd} className="shrink-0">
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    </div>
  );
}

export function KnowledgeEmptyState({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center text-muted-foreground">
      <Icon className="size-6" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}

/** One item of a knowledge list: its text, then its buttons (`actions` first, then Edit and Delete). */
export function KnowledgeItem({
  name,
  actions,
  onEdit,
  onDelete,
  children,
}: {
  /** Names the item in the buttons' labels ("Edit: …"). */
  name: string;
  actions?: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">{children}</div>
      <div className="flex shrink-0 items-center gap-1">
        {actions}
        <Button variant="ghost" size="icon-sm" aria-label={`Edit: ${name}`} onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          className="text-destructive hover:bg-red-50 hover:text-destructive"
          aria-label={`Delete: ${name}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
