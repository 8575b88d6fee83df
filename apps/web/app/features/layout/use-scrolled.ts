import { useEffect, useState } from 'react';

export const HEADER_SCROLL_THRESHOLD = 50;

/** True once the page is scrolled at least `threshold` pixels. */
export function useScrolled(threshold = HEADER_SCROLL_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY >= threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
