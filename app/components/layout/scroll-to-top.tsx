import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { ArrowUp } from 'lucide-react';
import { useScrolledPast } from './use-scrolled-past.ts';

/**
 * Spec 2.2: a scroll-to-top button once the page has scrolled 50 px. It must never sit on the page's
 * text: on a screen wide enough it floats in the margin beside the content; on narrower ones
 * (app.css) it shows only while the visitor scrolls back up, or has it focused, and slides away as
 * soon as they scroll down to read on.
 */
export function ScrollToTop() {
  const t = useT();
  const isShown = useScrolledPast(50);
  const isScrollingUp = useIsScrollingUp();
  if (!isShown) return null;
  return (
    <button
      type="button"
      className={`scroll-to-top${isScrollingUp ? ' scroll-to-top--up' : ''}`}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUp aria-hidden="true" size={20} />
      <span className="visually-hidden">{t('footer.scrollToTop')}</span>
    </button>
  );
}

/** Whether the last scroll of more than a few pixels went up. */
function useIsScrollingUp(): boolean {
  const [isUp, setIsUp] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < 8) return;
      setIsUp(y < last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return isUp;
}
