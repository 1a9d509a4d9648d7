import { useEffect, useState } from 'react';

/**
 * Whether the page has scrolled more than `offset` pixels. The first reading waits until the browser
 * has painted: read during hydration, window.scrollY would make the browser lay out the freshly
 * hydrated page on the spot (about 8 ms of blocked main thread on a fast machine).
 */
export function useScrolledPast(offset: number): boolean {
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setIsPast(window.scrollY > offset);
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(onScroll, 0);
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
      window.removeEventListener('scroll', onScroll);
    };
  }, [offset]);
  return isPast;
}
