/** The pre-launch checklist page. */
export { ChecklistView } from './checklist-view';
