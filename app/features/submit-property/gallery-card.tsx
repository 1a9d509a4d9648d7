import type { CSSProperties, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { GalleryItem } from './gallery-types.ts';

type Props = {
  item: GalleryItem;
  index: number;
  total: number;
  /** Upload progress of a new photo while sending, 0-100. */
  progress?: number;
  isBusy: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** The drag handle, when the drag-and-drop code has loaded. */
  handle?: ReactNode;
  ref?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  isDragging?: boolean;
};

/** One photo: preview, name, cover badge, move and remove buttons, upload progress. */
export function GalleryCard({
  item,
  index,
  total,
  progress,
  isBusy,
  onMove,
  onRemove,
  handle,
  ref,
  style,
  isDragging,
}: Props) {
  const { t } = useTranslation();
  const n = index + 1;
  return (
    <li ref={ref} style={style} className={`gallery-card${isDragging ? ' gallery-card--dragging' : ''}`}>
      <div className="gallery-card__media">
        <img src={item.previewUrl} alt={t('submit.gallery.photoAlt', { n, name: item.name })} />
        {index === 0 ? <span className="badge gallery-card__cover">{t('submit.gallery.cover')}</span> : null}
      </div>
      <p className="gallery-card__name">{item.name}</p>
      {progress !== undefined ? (
        <progress
          className="gallery-card__progress"
          max={100}
          value={progress}
          aria-label={t('submit.gallery.progress', { name: item.name, percent: Math.round(progress) })}
        />
      ) : null}
      <div className="gallery-card__actions">
        {handle}
        <button
          type="button"
          className="icon-button"
          onClick={() => onMove(index, index - 1)}
          disabled={isBusy || index === 0}
          aria-label={t('submit.gallery.moveEarlier', { n })}
        >
          <ArrowUp aria-hidden="true" size={18} />
        </button>
        <button
          type="button"
          className="icon-button"
          onClick={() => onMove(index, index + 1)}
          disabled={isBusy || index === total - 1}
          aria-label={t('submit.gallery.moveLater', { n })}
        >
          <ArrowDown aria-hidden="true" size={18} />
        </button>
        <button
          type="button"
          className="icon-button icon-button--danger"
          onClick={() => onRemove(index)}
          disabled={isBusy}
          aria-label={t('submit.gallery.remove', { n, name: item.name })}
        >
          <Trash2 aria-hidden="true" size={18} />
        </button>
      </div>
    </li>
  );
}
