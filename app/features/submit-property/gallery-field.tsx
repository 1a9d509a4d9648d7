import { lazy, Suspense, useEffect, useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus } from 'lucide-react';
import { MAX_IMAGES } from '../../../shared/domain/limits.ts';
import { sortByTrailingNumber } from '../../../shared/domain/image-order.ts';
import { GalleryList } from './gallery-card.tsx';
import { move, type GalleryItem } from './gallery-types.ts';
import { FieldError, Hint } from '../../components/form/field-parts.tsx';

// The drag-and-drop code is fetched only once the page is interactive.
const SortableGallery = lazy(() => import('./sortable-gallery.tsx'));

export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

type Props = {
  items: GalleryItem[];
  onChange: (items: GalleryItem[]) => void;
  /** Existing photos removed so far (edit mode), sent as deletedImages. */
  onRemoveExisting: (id: string) => void;
  error: string | null;
  /** Upload progress per new photo's key, while sending. */
  progress: Record<string, number> | null;
  isBusy: boolean;
  isHydrated: boolean;
  /** More than the limit chosen: the 'Upload Limit Exceeded' dialog. */
  onLimitExceeded: () => void;
  /** Problems found before sending (a photo too large), or null to clear them. */
  onError: (message: string | null) => void;
  maxImageBytes: number;
};

let nextKey = 0;

/**
 * The Gallery section. Without JavaScript: a plain file input (the server orders the files by the
 * trailing number of their names) and, in edit mode, a "remove" checkbox per existing photo. With
 * JavaScript: previews, ordering by trailing number on choosing, then drag-and-drop and move buttons.
 */
export function GalleryField({
  items,
  onChange,
  onRemoveExisting,
  error,
  progress,
  isBusy,
  isHydrated,
  onLimitExceeded,
  onError,
  maxImageBytes,
}: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  });

  // Previews of new photos are object URLs: release them when the form goes away.
  useEffect(
    () => () => {
      for (const item of itemsRef.current) if (item.kind === 'new') URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // The files now live in the gallery's state; the input is emptied so choosing again works.
    event.target.value = '';
    if (files.length === 0) return;
    if (items.length + files.length > MAX_IMAGES) {
      onLimitExceeded();
      return;
    }
    const tooLarge = files.find((f) => f.size > maxImageBytes);
    if (tooLarge) {
      onError(
        t('submit.errors.imageTooLarge', {
          name: tooLarge.name,
          maxMb: Math.round(maxImageBytes / 1024 / 1024),
        }),
      );
      return;
    }
    onError(null);
    const added: GalleryItem[] = sortByTrailingNumber(files, (f) => f.name).map((file) => ({
      key: `new-${nextKey++}`,
      kind: 'new',
      file,
      name: file.name,
      previewUrl: URL.createObjectURL(file),
    }));
    onChange([...items, ...added]);
  }

  function handleMove(from: number, to: number) {
    onChange(move(items, from, to));
  }

  function handleRemove(index: number) {
    const item = items[index];
    if (!item) return;
    // Removing a stored photo records it for deletion; a new one is simply dropped (spec 4).
    if (item.kind === 'existing') onRemoveExisting(item.id);
    else URL.revokeObjectURL(item.previewUrl);
    onChange(items.filter((_, i) => i !== index));
    onError(null);
  }

  const list = { items, progress, isBusy, onMove: handleMove, onRemove: handleRemove };
  const plainList = <GalleryList {...list} />;

  return (
    <div className="gallery-field">
      <label htmlFor={inputId} className="gallery-field__drop">
        <ImagePlus aria-hidden="true" size={28} />
        <span className="gallery-field__label">{t('submit.fields.images')}</span>
      </label>
      <Hint id={hintId}>
        {t('submit.fields.imagesHint', { max: MAX_IMAGES, maxMb: Math.round(maxImageBytes / 1024 / 1024) })}
      </Hint>
      <input
        id={inputId}
        type="file"
        name="images"
        multiple
        accept={ACCEPTED_IMAGE_TYPES}
        onChange={handleFiles}
        disabled={isBusy}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        className="gallery-field__input"
      />
      <FieldError id={errorId} errors={error ? [error] : undefined} />
      <p className="gallery-field__count" aria-live="polite">
        {items.length === 0
          ? t('submit.gallery.empty')
          : t('submit.gallery.count', { count: items.length, max: MAX_IMAGES })}
      </p>
      {isHydrated ? (
        <>
          {items.length > 1 ? <Hint>{t('submit.gallery.reorderHint')}</Hint> : null}
          <Suspense fallback={plainList}>
            {items.length > 1 ? <SortableGallery {...list} /> : plainList}
          </Suspense>
        </>
      ) : (
        // Without JavaScript: existing photos stay in order unless their box is ticked.
        <ol className="gallery-list">
          {items.map((item, index) =>
            item.kind === 'existing' ? (
              <li key={item.key} className="gallery-card">
                <div className="gallery-card__media">
                  <img
                    src={item.previewUrl}
                    alt={t('submit.gallery.photoAlt', { n: index + 1, name: item.name })}
                  />
                </div>
                <input type="hidden" name="images" value={item.id} />
                <label className="checkbox">
                  <input type="checkbox" name="deletedImages" value={item.id} />
                  {t('submit.gallery.removeExisting')}
                </label>
              </li>
            ) : null,
          )}
        </ol>
      )}
    </div>
  );
}
