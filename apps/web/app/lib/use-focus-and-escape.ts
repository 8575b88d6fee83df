import { useEffect, useRef, type RefObject } from 'react';

/**
 * A panel or dialog that just opened: focus moves into it (again whenever `refocusOn` changes), and Escape closes it.
 * `close` may be a new function on every render; the latest one is called.
 */
export function useFocusAndEscape(target: RefObject<HTMLElement | null>, close: () => void, refocusOn?: unknown): void {
  const latestClose = useRef(close);
  useEffect(() => {
    latestClose.current = close;
  });
  useEffect(() => {
    target.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && latestClose.current();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [target, refocusOn]);
}
