import { useSyncExternalStore } from 'react';
import { onDemand } from '~/lib/on-demand';

export interface Alert {
  kind: 'success' | 'error';
  title: string;
  text: string;
}

let current: Alert | null = null;
const listeners = new Set<() => void>();

function set(alert: Alert | null): void {
  current = alert;
  for (const listener of listeners) listener();
}

/** Shows a calm modal message; it stays across the navigation that usually follows. */
export function showAlert(alert: Alert): void {
  set(alert);
}

const dismiss = () => set(null);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The dialog is drawn only when something is said, so its code arrives once the page is interactive.
const { Component: AlertDialog, usePrefetch: usePrefetchDialog } = onDemand(() =>
  import('./alert-dialog').then((module) => module.AlertDialog),
);

export function AlertHost() {
  const alert = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  usePrefetchDialog();
  return alert ? <AlertDialog alert={alert} close={dismiss} /> : null;
}
