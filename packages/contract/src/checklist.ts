import { z } from 'zod';

/** docs/product/data.md: the categories and priorities of a checklist item. */
export const ChecklistCategorySchema = z.enum(['technical', 'security', 'ux', 'business', 'content']);
export type ChecklistCategory = z.infer<typeof ChecklistCategorySchema>;
export const ChecklistPrioritySchema = z.enum(['critical', 'high', 'medium', 'low']);
export type ChecklistPriority = z.infer<typeof ChecklistPrioritySchema>;

/** Where the owner goes to do an item: an in-app path and the button's label. */
export const ChecklistActionSchema = z.object({ label: z.string(), href: z.string() });
export type ChecklistAction = z.infer<typeof ChecklistActionSchema>;

/** docs/product/data.md "Checklist item"; `automated` items are computed from the owner's data and can't be ticked by hand. */
export const ChecklistItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: ChecklistCategorySchema,
  priority: ChecklistPrioritySchema,
  completed: z.boolean(),
  action: ChecklistActionSchema.optional(),
  automated: z.boolean().optional(),
});
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;

/** The Ready for Launch banner shows at this percentage of completed items or more (docs/product/limits.md). */
export const LAUNCH_READY_PERCENT = 80;

/** docs/product/behaviour.md: progress is the rounded percent of completed items. */
export function checklistProgress(items: readonly { completed: boolean }[]): number {
  if (items.length === 0) return 0;
  return Math.round((items.filter((item) => item.completed).length / items.length) * 100);
}

/** GET /api/checklist?websiteId= — for one of the owner's websites (the newest when none is named). */
export const ChecklistQuerySchema = z.object({ websiteId: z.uuid().optional() });
export type ChecklistQuery = z.infer<typeof ChecklistQuerySchema>;

export const ChecklistSchema = z.object({
  /** The website the checklist is for; null when the owner has none yet. */
  websiteId: z.uuid().nullable(),
  items: z.array(ChecklistItemSchema),
  progress: z.number().int().min(0).max(100),
  readyForLaunch: z.boolean(),
});
export type Checklist = z.infer<typeof ChecklistSchema>;

/** PUT /api/checklist/:websiteId/items/:itemId — ticks or unticks a manual item. */
export const UpdateChecklistItemRequestSchema = z.object({ completed: z.boolean() });
export type UpdateChecklistItemRequest = z.infer<typeof UpdateChecklistItemRequestSchema>;
