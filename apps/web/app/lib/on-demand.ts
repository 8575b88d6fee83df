import { createElement, useEffect, useReducer, type ComponentType } from 'react';

/**
 * A component whose code is not needed to show the page (a panel that opens on a tap): left out of what the page
 * loads before it is interactive, fetched once the browser is idle (`usePrefetch`, from a component that is on the
 * page from the start), or at once when it is rendered sooner. Until its code is here it renders nothing; a fetch
 * that failed (a dropped connection) is tried again the next time it is rendered.
 */
export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<unknown> | undefined;
  const fetchOnce = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));

  function Component(props: Props) {
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    // After every render until the code is here, so a fetch that failed is tried again on the next one.
    useEffect(() => {
      if (!loaded) fetchOnce().then(() => rerender(), () => {});
    });
    return loaded ? createElement(loaded, props) : null;
  }

  /** Fetches the code once the browser is idle (when `wanted`: the part may be shown on this page). */
  function usePrefetch(wanted = true) {
    useEffect(() => (wanted ? whenIdle(() => void fetchOnce().catch(() => {})) : undefined), [wanted]);
  }

  return { Component, usePrefetch };
}

/** Runs `task` once the browser has nothing more urgent to do; returns a function that cancels it. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1500);
  return () => window.clearTimeout(handle);
}
