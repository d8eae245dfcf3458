import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { dismissToast, readNoToasts, readToasts, subscribeToToasts, type Toast } from './toast-store';

const KIND_CLASS_NAME = {
  // The same pairs as the app's sonner theme (index.css): both pass WCAG AA.
  success: 'border-green-200 bg-green-50 text-green-800',
  error: 'border-red-200 bg-red-50 text-red-800',
} as const;

function ToastItem({ toast }: { toast: Toast }) {
  const Icon = toast.kind === 'success' ? CircleCheck : CircleAlert;
  return (
    <li
      className={`pointer-events-auto relative flex w-full gap-3 rounded-lg border p-4 pr-10 shadow-lg animate-fade-in ${KIND_CLASS_NAME[toast.kind]}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1 text-sm">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p>{toast.description}</p> : null}
      </div>
      <button
        type="button"
        className="absolute top-2 right-2 rounded-md p-1 opacity-70 transition-opacity outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
        onClick={() => dismissToast(toast.id)}
      >
        <X className="size-4" aria-hidden="true" />
        <span className="sr-only">Close notification</span>
      </button>
    </li>
  );
}

/**
 * Where the public pages' toasts appear (bottom right, like the app's). The live region is in the pre-rendered
 * markup from the start, so screen readers announce what is added to it.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, readToasts, readNoToasts);
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed right-4 bottom-4 z-[100] w-[min(22rem,calc(100vw-2rem))]"
    >
      <ol aria-live="polite" className="grid gap-2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
