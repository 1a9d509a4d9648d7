import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { ImagePlus } from 'lucide-react';
import { MAX_IMAGES } from '../../../shared/domain/limits.ts';
import { FieldError, Hint } from '../../components/form/field-parts.tsx';

const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

type Props = {
  /** Photos in the gallery now: kept existing ones plus new ones. */
  count: number;
  error: string | null;
  maxImageBytes: number;
  isBusy: boolean;
  isHydrated: boolean;
  /** Files chosen in the picker or dropped on the zone, in the order the browser gave them. */
  onFiles: (files: File[]) => void;
};

/** A drag carries files (not text, a link, or a photo card being reordered). */
function carriesFiles(event: DragEvent) {
  return [...event.dataTransfer.types].includes('Files');
}

/**
 * Where photos are added: one large target that opens the picker (click, or Enter / Space on the
 * focused input) and, with JavaScript, takes photos dragged onto it, with the count against the limit
 * announced politely. It is a real `<input type="file" name="images">`: without JavaScript the browser's
 * own control shows inside the target and the files go with the form's post.
 */
export function PhotoDropZone({ count, error, maxImageBytes, isBusy, isHydrated, onFiles }: Props) {
  const t = useT();
  const inputId = useId();
  const titleId = useId();
  const actionId = useId();
  const hintId = useId();
  const countId = useId();
  const errorId = useId();
  const [isDragOver, setIsDragOver] = useState(false);
  // dragenter and dragleave fire for every child crossed: count them so the highlight does not flicker.
  const depth = useRef(0);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // The files now live in the gallery's state; the input is emptied so choosing again works.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  }

  function handleDragEnter(event: DragEvent) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setIsDragOver(true);
  }

  function handleDragOver(event: DragEvent) {
    if (!carriesFiles(event)) return;
    // Without this the browser opens the dropped file in place of the page.
    event.preventDefault();
    event.dataTransfer.dropEffect = isBusy ? 'none' : 'copy';
  }

  function handleDragLeave(event: DragEvent) {
    if (!carriesFiles(event)) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setIsDragOver(false);
  }

  function handleDrop(event: DragEvent) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth.current = 0;
    setIsDragOver(false);
    if (isBusy) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  }

  const describedBy = [
    isHydrated ? actionId : null,
    hintId,
    isHydrated ? countId : null,
    error ? errorId : null,
  ]
    .filter(Boolean)
    .join(' ');
  const classes = ['photo-drop', isHydrated && 'photo-drop--enhanced', isDragOver && 'photo-drop--over']
    .filter(Boolean)
    .join(' ');

  return (
    <div className="gallery-field__picker">
      <div
        className={classes}
        onDragEnter={isHydrated ? handleDragEnter : undefined}
        onDragOver={isHydrated ? handleDragOver : undefined}
        onDragLeave={isHydrated ? handleDragLeave : undefined}
        onDrop={isHydrated ? handleDrop : undefined}
        data-busy={isBusy || undefined}
      >
        <label htmlFor={inputId} className="photo-drop__target">
          <ImagePlus aria-hidden="true" size={32} className="photo-drop__icon" />
          <span id={titleId} className="photo-drop__title">
            {t('submit.fields.images')}
          </span>
          {isHydrated ? (
            <span id={actionId} className="photo-drop__action">
              <span className="photo-drop__button">{t('submit.gallery.choose')}</span>{' '}
              <span className="photo-drop__or">{t('submit.gallery.orDrop')}</span>
            </span>
          ) : null}
          {isHydrated ? (
            <span id={countId} className="photo-drop__count" aria-live="polite">
              {t('submit.gallery.count', { count, max: MAX_IMAGES })}
            </span>
          ) : null}
        </label>
        <input
          id={inputId}
          type="file"
          name="images"
          multiple
          accept={ACCEPTED_IMAGE_TYPES}
          onChange={handleChange}
          disabled={isBusy}
          aria-labelledby={titleId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="photo-drop__input"
        />
      </div>
      <Hint id={hintId}>
        {t('submit.fields.imagesHint', { max: MAX_IMAGES, maxMb: Math.round(maxImageBytes / 1024 / 1024) })}
      </Hint>
      <FieldError id={errorId} errors={error ? [error] : undefined} />
    </div>
  );
}
