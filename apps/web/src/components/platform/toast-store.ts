/**
 * A tiny toast queue for the pre-rendered public pages, which run without the app's toast library (sonner):
 * the support form's 'Message Sent', the copy buttons' 'Copied!' and the checkout error. The app (SPA) shows the
 * same messages through sonner instead (components/layout/spa-marketing-platform.tsx).
 */
export type ToastKind = 'success' | 'error';
export type ToastMessage = { kind: ToastKind; title: string; description?: string };
export type Toast = ToastMessage & { id: number };

/** How long a toast stays (sonner's default). */
export const TOAST_DURATION_MS = 4000;
/** Older toasts give way when more pile up. */
const MAX_TOASTS = 3;

const EMPTY: readonly Toast[] = [];
let toasts: readonly Toast[] = EMPTY;
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (toasts.some((toast) => toast.id === id)) emit(toasts.filter((toast) => toast.id !== id));
}

export function showToast(message: ToastMessage): number {
  const id = nextId++;
  const next = [...toasts, { ...message, id }];
  for (const dropped of next.slice(0, Math.max(0, next.length - MAX_TOASTS))) {
    clearTimeout(timers.get(dropped.id));
    timers.delete(dropped.id);
  }
  emit(next.slice(-MAX_TOASTS));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
  );
  return id;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readToasts(): readonly Toast[] {
  return toasts;
}

/** The server (pre-render) and the first, hydrating render see no toasts. */
export function readNoToasts(): readonly Toast[] {
  return EMPTY;
}
