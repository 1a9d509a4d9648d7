import { useEffect, useRef, type ReactNode } from 'react';

/** Below the sticky site header (64 px and its border), with a gap. */
const TOP_OFFSET = 88;
const BOTTOM_GAP = 16;

/**
 * The detail page's sidebar, sticky from 992 px up without ever being a scroll box of its own
 * (issue "The site as a visitor meets it": the Send button was hidden in one). A sidebar shorter than
 * the window sticks under the header. A taller one sticks by its bottom edge: scrolling the page
 * brings its end (Send) into view, and then it stays. Its height changes as the form shows errors or
 * the employer field, so it is measured again on every change. Without JavaScript the CSS makes it
 * sticky only on windows tall enough for the whole form (property-detail.css).
 */
export function StickySidebar({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const place = () => {
      const top = Math.min(TOP_OFFSET, window.innerHeight - element.offsetHeight - BOTTOM_GAP);
      element.style.top = `${top}px`;
      element.dataset.sticky = '';
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(element);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
    };
  }, []);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
