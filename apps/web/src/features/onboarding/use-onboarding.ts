import { useMutation } from '@tanstack/react-query';
import { ChatResponseSchema } from '@leadchat/contract';
import { apiFetch } from '@/lib/api';
import { useStoredState } from '@/lib/use-stored-state';
import { TEST_VISITOR_ID, type OnboardingStepId } from './onboarding-steps';

export const ONBOARDING_COMPLETED_KEY = 'onboarding-completed-steps';
export const ONBOARDING_DISMISSED_KEY = 'onboarding-dismissed';

/** The persisted onboarding state (docs/product/data.md: completed setup steps, onboarding dismissed). */
export function useOnboardingState() {
  const [completed, setCompleted] = useStoredState<string[]>(ONBOARDING_COMPLETED_KEY, []);
  const [isDismissed, setIsDismissed] = useStoredState<boolean>(ONBOARDING_DISMISSED_KEY, false);
  return {
    completed,
    isDismissed,
    complete: (step: OnboardingStepId) =>
      setCompleted((previous) => (previous.includes(step) ? previous : [...previous, step])),
    dismiss: () => setIsDismissed(true),
  };
}

/** Sends one message through the assistant as the spec's test visitor and returns the reply. */
async function sendTestMessage(options: { websiteId: string; message: string }): Promise<string> {
  const reply = await apiFetch('/api/chat', {
    method: 'POST',
    body: {
      message: options.message,
      websiteId: options.websiteId,
      visitorId: TEST_VISITOR_ID,
      visitorData: { name: 'Test Visitor', email: '' },
    },
    schema: ChatResponseSchema,
  });
  return reply.response;
}

/** The setup guide's test: one message through the assistant; the mutation's data is the reply. */
export function useSendTestMessage() {
  return useMutation({ mutationFn: sendTestMessage });
}
