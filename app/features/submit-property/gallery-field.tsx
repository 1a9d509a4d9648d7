import { lazy, Suspense, useEffect, useRef } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { MAX_IMAGES } from '../../../shared/domain/limits.ts';
import { sortByTrailingNumber } from '../../../shared/domain/image-order.ts';
import { GalleryList } from './gallery-card.tsx';
import { move, type GalleryItem } from './gallery-types.ts';
import { PhotoDropZone } from './photo-drop-zone.tsx';
import { Hint } from '../../components/form/field-parts.tsx';

// The drag-and-drop code is fetched only once the page is interactive.
const SortableGallery = lazy(() => import('./sortable-gallery.tsx'));

/**
 * A photo the server may read, by its type or its name (browsers often give HEIC files no type): the
 * picker filters by `accept`, a drop does not. The server checks the bytes either way.
 */
function isImageFile(file: File) {
  return (
    /^image\/(jpeg|png|webp|heic|heif)$/.test(file.type) || /\.(jpe?g|png|webp|heic|heif)$/i.test(file.name)
  );
}

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
 * The Gallery section. Without JavaScript: the drop zone's file input (the server orders the files by
 * the trailing number of their names) and, in edit mode, a "remove" checkbox per existing photo. With
 * JavaScript: photos chosen or dropped are checked (count, type, size), ordered by trailing number and
 * previewed, then reordered by drag-and-drop or the move buttons.
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
  const t = useT();
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

  function addFiles(files: File[]) {
    if (items.length + files.length > MAX_IMAGES) {
      onLimitExceeded();
      return;
    }
    const notImage = files.find((f) => !isImageFile(f));
    if (notImage) {
      onError(t('submit.errors.imageType', { name: notImage.name }));
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
      <PhotoDropZone
        count={items.length}
        error={error}
        maxImageBytes={maxImageBytes}
        isBusy={isBusy}
        isHydrated={isHydrated}
        onFiles={addFiles}
      />
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
                  {t('submit.gallery.removeExisting', { n: index + 1 })}
                </label>
              </li>
            ) : null,
          )}
        </ol>
      )}
    </div>
  );
}
