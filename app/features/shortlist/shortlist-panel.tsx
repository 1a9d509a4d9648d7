import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useHydrated } from '../../components/hydration.tsx';
import { Layers, Trash2 } from 'lucide-react';
import { Dialog } from '../../components/dialog.tsx';
import { formatDollars } from '../../../shared/format.ts';
import { useViewerSession } from '../auth/index.ts';
import {
  COMPARE_LIMIT,
  compareHref,
  syncWithAccount,
  useShortlist,
  type ShortlistItem,
} from './shortlist-store.ts';
import { useLanguage } from '../../i18n/use-language.ts';

type TabId = 'compare' | 'saved';
const TABS: TabId[] = ['compare', 'saved'];

/** Spec 2.2: the 'Compare & Selected Property' side panel, with the visitor's real choices. */
export function ShortlistPanel() {
  const t = useT();
  const language = useLanguage();
  const isHydrated = useHydrated();
  const shortlist = useShortlist();
  const [isOpen, setIsOpen] = useState(false);
  const [tab, setTab] = useState<TabId>('compare');
  const tabRefs = useRef(new Map<TabId, HTMLButtonElement>());
  const count = shortlist.saved.length + shortlist.compare.length;
  // Signed in, the saved list follows the account (the panel is in the header of every page).
  const session = useViewerSession();
  const userId = session?.userId ?? null;
  const csrfToken = session?.csrfToken ?? null;
  useEffect(() => {
    void syncWithAccount(userId && csrfToken ? { userId, csrfToken } : null);
  }, [userId, csrfToken]);

  // The panel lives in the browser's storage: without JavaScript there is nothing to show.
  if (!isHydrated) return <span className="shortlist-trigger-space" aria-hidden="true" />;

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next =
      event.key === 'Home'
        ? 'compare'
        : event.key === 'End'
          ? 'saved'
          : tab === 'compare'
            ? 'saved'
            : 'compare';
    setTab(next);
    tabRefs.current.get(next)?.focus();
  }

  const list = (items: ShortlistItem[], kind: TabId) =>
    items.length === 0 ? (
      <p className="shortlist-empty">
        {t(kind === 'compare' ? 'shortlist.emptyCompare' : 'shortlist.emptySaved')}
      </p>
    ) : (
      <ul className="shortlist-list">
        {items.map((item) => (
          <li key={item.id} className="shortlist-item">
            {item.imageUrl ? <img src={item.imageUrl} alt="" width={96} height={72} loading="lazy" /> : null}
            <div className="shortlist-item__text">
              <Link to={`/single-property-1/${item.id}`} onClick={() => setIsOpen(false)}>
                {item.name}
              </Link>
              <span>{item.address}</span>
              <span className="shortlist-item__price">
                {item.listingType === 'rent'
                  ? t('property.perMonth', { price: formatDollars(item.price, language) })
                  : formatDollars(item.price, language)}
              </span>
            </div>
            <div className="shortlist-item__actions">
              <Link
                className="button button--primary"
                to={compareHref(kind === 'compare' ? items : [item])}
                onClick={() => setIsOpen(false)}
              >
                {t('shortlist.viewAndCompare')}
              </Link>
              <button
                type="button"
                className="button button--ghost"
                onClick={() =>
                  kind === 'compare' ? shortlist.toggleCompare(item) : shortlist.toggleSaved(item)
                }
              >
                <Trash2 aria-hidden="true" size={18} />
                <span className="visually-hidden">{t('shortlist.remove', { name: item.name })}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <button type="button" className="shortlist-trigger" onClick={() => setIsOpen(true)}>
        <Layers aria-hidden="true" size={20} />
        <span className="visually-hidden">{t('shortlist.title')}</span>
        {count > 0 ? (
          <span className="shortlist-trigger__count">
            <span className="visually-hidden">, </span>
            {t('shortlist.count', { count })}
          </span>
        ) : null}
      </button>
      <Dialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title={t('shortlist.title')}
        className="side-panel"
      >
        <div role="tablist" aria-label={t('shortlist.title')} className="side-panel__tabs">
          {TABS.map((id) => (
            <button
              key={id}
              ref={(el) => {
                if (el) tabRefs.current.set(id, el);
              }}
              type="button"
              role="tab"
              id={`shortlist-tab-${id}`}
              aria-selected={tab === id}
              aria-controls={`shortlist-panel-${id}`}
              tabIndex={tab === id ? 0 : -1}
              onClick={() => setTab(id)}
              onKeyDown={onTabKey}
            >
              {t(id === 'compare' ? 'shortlist.compareTab' : 'shortlist.savedTab')} (
              {(id === 'compare' ? shortlist.compare : shortlist.saved).length})
            </button>
          ))}
        </div>
        {TABS.map((id) => (
          <div
            key={id}
            role="tabpanel"
            id={`shortlist-panel-${id}`}
            aria-labelledby={`shortlist-tab-${id}`}
            hidden={tab !== id}
            tabIndex={0}
          >
            {id === 'compare' ? (
              <p className="shortlist-hint">{t('shortlist.compareHint', { count: COMPARE_LIMIT })}</p>
            ) : null}
            {list(id === 'compare' ? shortlist.compare : shortlist.saved, id)}
          </div>
        ))}
      </Dialog>
    </>
  );
}
