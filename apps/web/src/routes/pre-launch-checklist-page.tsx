import { ChecklistView } from '@/features/checklist';

export function PreLaunchChecklistPage() {
  return <ChecklistView />;
}
