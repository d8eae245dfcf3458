import {
  CreateTextSourceRequestSchema,
  TEXT_CONTENT_MAX,
  type CreateTextSourceRequest,
  type TextSource,
} from '@leadchat/contract';
import { KnowledgeItemDialog, type KnowledgeDialogProps } from './knowledge-item-dialog';

/** Add or edit pasted text (price lists, policies, service descriptions). */
export function TextSourceDialog({
  text,
  ...props
}: KnowledgeDialogProps<CreateTextSourceRequest> & {
  /** The text being edited; null to add a new one. */
  text: TextSource | null;
}) {
  return (
    <KnowledgeItemDialog
      {...props}
      schema={CreateTextSourceRequestSchema}
      values={{ title: text?.title ?? '', content: text?.content ?? '' }}
      className="max-w-2xl"
      title={text ? 'Edit Text' : 'Add Text'}
      description="Paste anything the assistant should know: price lists, service areas, policies, opening hours."
      formLabel={text ? 'Edit text' : 'Add text'}
      submitLabel={text ? 'Save Text' : 'Add Text'}
      shortField={{ name: 'title', id: 'text-title', label: 'Title', placeholder: 'Price list 2026' }}
      longField={{ name: 'content', id: 'text-content', label: 'Content', max: TEXT_CONTENT_MAX, rows: 12 }}
    />
  );
}
