import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page's code loads. Decorative: pages announce themselves. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-violet-100">
      <div className="h-full w-2/5 animate-progress-indeterminate bg-primary" data-motion="essential" />
    </div>
  );
}
