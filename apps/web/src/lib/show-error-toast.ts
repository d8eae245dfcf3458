import { toast } from 'sonner';
import { getErrorMessage } from './api';

/** The spec's failure toast: titled Error, carrying the server's message (sign-in failures, sign-out, …). */
export function showErrorToast(error: unknown): void {
  toast.error('Error', { description: getErrorMessage(error) });
}
