import { GmbCallbackView } from '@/features/gmb';

export function GmbCallbackPage() {
  return <GmbCallbackView />;
}
