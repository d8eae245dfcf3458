import { GmbManagerView } from '@/features/gmb';

export function GmbManagerPage() {
  return <GmbManagerView />;
}
