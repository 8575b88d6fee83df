/**
 * Taps on "Add to cart" before the page is interactive. On a slow phone the buttons are on screen a moment before the
 * shop's code runs; a tiny script in the page keeps those taps (and keeps them from React, which would otherwise replay
 * some of them a second time), and each button takes its own once it is live.
 */

declare global {
  interface Window {
    __earlyCart?: string[];
  }
}

/** Inlined in the page's head: records the product of each "Add to cart" tapped before hydration. */
export const EARLY_TAPS_SCRIPT =
  "addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[data-add-to-cart]');" +
  "if(!b||document.documentElement.dataset.hydrated)return;e.preventDefault();e.stopPropagation();" +
  "(window.__earlyCart=window.__earlyCart||[]).push(b.getAttribute('data-add-to-cart'))},true)";

/** Whether `productId` was tapped before the page was live; each tap is taken once. */
export function takeEarlyTap(productId: string): boolean {
  const taps = window.__earlyCart;
  const index = taps?.indexOf(productId) ?? -1;
  if (!taps || index === -1) return false;
  taps.splice(index, 1);
  return true;
}
