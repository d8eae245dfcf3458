import { useEffect } from 'react';
import { toast } from 'sonner';

/** Shows the spec's error toast once each time a query starts failing. */
export function useErrorToast(isError: boolean, message: string): void {
  useEffect(() => {
    if (isError) toast.error('Error', { description: message });
  }, [isError, message]);
}
