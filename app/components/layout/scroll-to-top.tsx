import { useScrolledPast } from './use-scrolled-past.ts';
import { useTranslation } from 'react-i18next';
import { ArrowUp } from 'lucide-react';

/** Spec 2.2: a scroll-to-top button once the page has scrolled 50 px. */
export function ScrollToTop() {
  const { t } = useTranslation();
  const isShown = useScrolledPast(50);
  if (!isShown) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
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
