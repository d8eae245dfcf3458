import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadUpdate } from '@leadchat/contract';
import { queryKeys } from '@/lib/query-keys';
import { updateLead } from './leads-api';

/**
 * Saves an owner's edit of a lead. The leads (list and figures) are read again before it settles; the conversations
 * show the lead's status and score too, so they are refreshed as well.
 */
export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leadId, changes }: { leadId: string; changes: LeadUpdate }) => updateLead(leadId, changes),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.leads.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.conversations.all() });
    },
  });
}
