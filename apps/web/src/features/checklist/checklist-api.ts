import { ChecklistSchema, type Checklist } from '@leadchat/contract';
import { apiFetch } from '@/lib/api';

export const checklistQueryKey = (websiteId: string | null) => ['checklist', websiteId ?? 'newest'] as const;

export function fetchChecklist(websiteId: string | null, signal?: AbortSignal): Promise<Checklist> {
  const query = websiteId ? `?websiteId=${encodeURIComponent(websiteId)}` : '';
  return apiFetch(`/api/checklist${query}`, { schema: ChecklistSchema, signal });
}

export function setChecklistItem(input: {
  websiteId: string;
  itemId: string;
  completed: boolean;
}): Promise<Checklist> {
  return apiFetch(
    `/api/checklist/${encodeURIComponent(input.websiteId)}/items/${encodeURIComponent(input.itemId)}`,
    { method: 'PUT', body: { completed: input.completed }, schema: ChecklistSchema },
  );
}
