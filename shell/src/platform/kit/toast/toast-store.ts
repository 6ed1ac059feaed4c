/** A success or failure message shown for a while and read by screen readers. */
export interface Toast {
  id: number;
  message: string;
  tone: 'success' | 'error';
}

const SHOWN_MS = 6000;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function dismiss(id: number) {
  publish(toasts.filter((toast) => toast.id !== id));
}

function show(message: string, tone: Toast['tone']) {
  const id = nextId++;
  publish([...toasts, { id, message, tone }]);
  setTimeout(() => dismiss(id), SHOWN_MS);
}

/** `toast.success('Status wurde erfolgreich geändert')`: the page's toast region shows it. */
export const toast = {
  success: (message: string) => show(message, 'success'),
  error: (message: string) => show(message, 'error'),
  dismiss,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): readonly Toast[] => toasts,
};
