import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { useHydrated } from '../../components/hydration.tsx';
import { Heart, Scale } from 'lucide-react';
import type { PropertySummary } from '../../../shared/domain/property.ts';
import { toShortlistItem } from '../../../shared/domain/shortlist.ts';
import { COMPARE_LIMIT, useShortlist } from './shortlist-store.ts';

/**
 * Save and Compare toggles for a card or the detail page. They need the browser's storage, so they
 * appear once the page is interactive (their space is reserved, nothing shifts).
 */
export function ShortlistButtons({ property }: { property: PropertySummary }) {
  const t = useT();
  const isHydrated = useHydrated();
  const shortlist = useShortlist();
  const [message, setMessage] = useState('');
  if (!isHydrated) return <div className="shortlist-buttons" aria-hidden="true" />;
  const item = toShortlistItem(property);
  const isSaved = shortlist.isSaved(property.id);
  const isCompared = shortlist.isCompared(property.id);
  return (
    <div className="shortlist-buttons">
      <button
        type="button"
        className="shortlist-button"
        aria-pressed={isSaved}
        onClick={() => {
          const result = shortlist.toggleSaved(item);
          setMessage(
            t(result === 'added' ? 'shortlist.savedMessage' : 'shortlist.unsavedMessage', {
              name: property.name,
            }),
          );
        }}
      >
        <Heart aria-hidden="true" size={18} fill={isSaved ? 'currentColor' : 'none'} />
        {t('shortlist.save')}
      </button>
      <button
        type="button"
        className="shortlist-button"
        aria-pressed={isCompared}
        onClick={() => {
          const result = shortlist.toggleCompare(item);
          setMessage(
            result === 'full'
              ? t('shortlist.compareFull', { count: COMPARE_LIMIT })
              : t(result === 'added' ? 'shortlist.comparedMessage' : 'shortlist.uncomparedMessage', {
                  name: property.name,
                }),
          );
        }}
      >
        <Scale aria-hidden="true" size={18} />
        {t('shortlist.compare')}
      </button>
      <p className="shortlist-buttons__message" role="status">
        {message}
      </p>
    </div>
  );
}
