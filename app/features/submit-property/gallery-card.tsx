import type { ComponentType, CSSProperties, ReactNode, Ref } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { GalleryItem } from './gallery-types.ts';

/** What a list of photos is drawn from, in the plain list and the sortable one. */
export type GalleryListProps = {
  items: GalleryItem[];
  /** Upload progress per new photo's key, while sending. */
  progress: Record<string, number> | null;
  isBusy: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

/** One photo of the list: its place, its upload progress (0-100, while sending), the actions. */
export type CardProps = Omit<GalleryListProps, 'items' | 'progress'> & {
  item: GalleryItem;
  index: number;
  total: number;
  progress?: number;
};

type Props = CardProps & {
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
  const t = useT();
  const n = index + 1;
  const moves = [
    { key: 'moveEarlier', to: index - 1, isEnd: index === 0, Icon: ArrowUp },
    { key: 'moveLater', to: index + 1, isEnd: index === total - 1, Icon: ArrowDown },
  ] as const;
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
        {moves.map(({ key, to, isEnd, Icon }) => (
          <button
            key={key}
            type="button"
            className="icon-button"
            onClick={() => onMove(index, to)}
            disabled={isBusy || isEnd}
            aria-label={t(`submit.gallery.${key}`, { n })}
          >
            <Icon aria-hidden="true" size={18} />
          </button>
        ))}
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

/** The photos in order, each drawn by `Card`: the plain card, or the sortable one once dnd-kit is in. */
export function GalleryList({
  items,
  progress,
  Card = GalleryCard,
  ...actions
}: GalleryListProps & { Card?: ComponentType<CardProps> }) {
  return (
    <ol className="gallery-list">
      {items.map((item, index) => (
        <Card
          key={item.key}
          item={item}
          index={index}
          total={items.length}
          progress={progress?.[item.key]}
          {...actions}
        />
      ))}
    </ol>
  );
}
