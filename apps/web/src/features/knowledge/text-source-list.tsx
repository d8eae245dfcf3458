import { FileText } from 'lucide-react';
import type { TextSource } from '@leadchat/contract';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { createTextSource, deleteTextSource, updateTextSource } from './knowledge-api';
import {
  KnowledgeEmptyState,
  KnowledgeItem,
  KnowledgeListHeader,
  useKnowledgeItems,
} from './knowledge-item-list';
import { TextSourceDialog } from './text-source-dialog';

/** Pasted text sources: add, edit, delete. */
export function TextSourceList({ websiteId, texts }: { websiteId: string; texts: TextSource[] }) {
  const items = useKnowledgeItems({
    websiteId,
    listKey: 'texts',
    create: createTextSource,
    update: updateTextSource,
    remove: deleteTextSource,
    messages: {
      added: 'Text added',
      updated: 'Text updated',
      saveFailed: 'Failed to save text',
      deleted: 'Text deleted',
      deleteFailed: 'Failed to delete text',
    },
  });

  return (
    <div className="grid gap-4">
      <KnowledgeListHeader
        description="Text you paste is split into passages the assistant searches when it answers."
        addLabel="Add Text"
        onAdd={items.openAdd}
      />
      {texts.length === 0 ? (
        <KnowledgeEmptyState icon={FileText}>No pasted text yet.</KnowledgeEmptyState>
      ) : (
        <ul className="grid gap-3" aria-label="Pasted text">
          {texts.map((text) => (
            <KnowledgeItem
              key={text.id}
              name={text.title}
              onEdit={() => items.openEdit(text)}
              onDelete={() => items.openDelete(text)}
            >
              <p className="font-medium break-words">{text.title}</p>
              <p className="mt-1 line-clamp-2 text-sm break-words text-muted-foreground">{text.content}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {text.content.length.toLocaleString('en-US')} characters · {text.chunkCount}{' '}
                {text.chunkCount === 1 ? 'passage' : 'passages'}
              </p>
            </KnowledgeItem>
          ))}
        </ul>
      )}
      <TextSourceDialog {...items.dialog} text={items.editing} />
      <ConfirmDeleteDialog
        {...items.deleteDialog}
        title="Delete this text?"
        description={`The assistant will no longer use “${items.deleting?.title ?? ''}”.`}
      />
    </div>
  );
}
