import { useEffect, useSyncExternalStore } from 'react';
import { CircleCheck } from 'lucide-react';

let current: { text: string; id: number } | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function set(toast: typeof current) {
  current = toast;
  for (const listener of listeners) listener();
}

/** A short confirmation at the bottom of the screen that goes away by itself. */
export function showToast(text: string): void {
  set({ text, id: nextId++ });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const VISIBLE_MS = 4000;

export function ToastHost() {
  const toast = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => set(null), VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-6 z-[70] flex justify-center px-4"
    >
      {toast ? (
        <p
          key={toast.id}
          className="pointer-events-auto flex items-center gap-2 bg-ink px-5 py-3 text-sm text-ivory shadow-lg"
        >
          <CircleCheck aria-hidden="true" className="size-4 text-gold-light" />
          {toast.text}
        </p>
      ) : null}
    </div>
  );
}
