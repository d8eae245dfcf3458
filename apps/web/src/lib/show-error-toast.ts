import { toast } from 'sonner';
import { getErrorMessage } from '@/lib/api';

/** Spec §8: auth failures are a toast titled Error carrying the server's message. */
export function showAuthError(error: unknown): void {
  toast.error('Error', { description: getErrorMessage(error) });
}
