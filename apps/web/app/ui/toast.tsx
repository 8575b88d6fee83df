import { useEffect, useSyncExternalStore } from 'react';
import CircleAlert from 'lucide-icon/circle-alert';
import CircleCheck from 'lucide-icon/circle-check';
import { useWords } from '~/words/use-words';

type ToastKind = 'success' | 'error';

let current: { text: string; id: number; kind: ToastKind } | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function set(toast: typeof current) {
  current = toast;
  for (const listener of listeners) listener();
}

/**
 * A short message at the bottom of the screen that goes away by itself: a confirmation, or (`error`) a calm word that
 * something was not done, in the shop's error colour.
 */
export function showToast(text: string, kind: ToastKind = 'success'): void {
  set({ text, id: nextId++, kind });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const VISIBLE_MS = 4000;

export function ToastHost() {
  const { t } = useWords();
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
          data-kind={toast.kind}
          className={`flex items-center gap-2 px-5 py-3 text-sm shadow-lg ${
            toast.kind === 'error' ? 'bg-danger text-white' : 'bg-ink text-ivory'
          }`}
        >
          {toast.kind === 'error' ? (
            <CircleAlert aria-label={t.common.notDone} className="size-4 shrink-0" />
          ) : (
            <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-gold-light" />
          )}
          {toast.text}
        </p>
      ) : null}
    </div>
  );
}
