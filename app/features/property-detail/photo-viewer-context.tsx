import {
  createContext,
  lazy,
  Suspense,
  use,
  useMemo,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { PropertyImage } from '../../../shared/domain/property.ts';
import { useHydrated } from '../../components/hydration.tsx';
import type { ViewerPhoto } from './photo-viewer.tsx';

// The viewer, Embla and its styles' users are fetched on the first open (or when the pointer or
// focus reaches a photo, just before): the detail page's first download stays small.
const loadViewer = () => import('./photo-viewer.tsx');
const PhotoViewer = lazy(loadViewer);

type ViewerControl = {
  /** Opens the viewer at a photo (0-based). */
  open: (index: number) => void;
  /** Starts fetching the viewer's code. */
  preload: () => void;
};

const ViewerContext = createContext<ViewerControl | null>(null);

/**
 * Holds the full-screen photo viewer of a page (spec 2.5's slider, issue "The site as a visitor
 * meets it"): photo links anywhere inside open it at their photo. Nothing of the viewer is in the
 * page until the first open.
 */
export function PhotoViewerProvider({
  photos,
  label,
  children,
}: {
  photos: readonly ViewerPhoto[];
  /** The viewer's accessible name and visible title, e.g. "Photos of 12 Main Street". */
  label: string;
  children: ReactNode;
}) {
  const t = useT();
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const control = useMemo<ViewerControl>(
    () => ({
      open(index) {
        setHasOpened(true);
        setOpenAt(index);
      },
      preload() {
        void loadViewer();
      },
    }),
    [],
  );
  return (
    <ViewerContext value={control}>
      {children}
      {hasOpened ? (
        <Suspense
          fallback={
            <span role="status" className="visually-hidden">
              {t('property.loadingPhotos')}
            </span>
          }
        >
          <PhotoViewer
            photos={photos}
            label={label}
            startIndex={openAt ?? 0}
            isOpen={openAt !== null}
            onClose={() => setOpenAt(null)}
          />
        </Suspense>
      ) : null}
    </ViewerContext>
  );
}

/** The largest JPEG of a photo: what a photo link leads to without JavaScript. */
export function largestPhotoUrl(image: PropertyImage): string {
  const jpeg = image.variants.filter((v) => v.format === 'jpeg');
  return (
    jpeg.reduce<{ url: string; width: number } | undefined>(
      (best, v) => (!best || v.width > best.width ? v : best),
      undefined,
    )?.url ?? image.url
  );
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link that opens the viewer at photo `index`. Without JavaScript (or opened in a new tab) it
 * leads to `href`: the photo itself, or the list of all photos.
 */
export function PhotoLink({
  index,
  href,
  className,
  children,
}: {
  index: number;
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const viewer = use(ViewerContext);
  // Until React runs, the link simply leads to the photo.
  const isHydrated = useHydrated();
  return (
    <a
      href={href}
      className={className}
      aria-haspopup={viewer && isHydrated ? 'dialog' : undefined}
      onPointerEnter={viewer?.preload}
      onFocus={viewer?.preload}
      onClick={(event) => {
        if (!viewer || !isPlainClick(event)) return;
        event.preventDefault();
        viewer.open(index);
      }}
    >
      {children}
    </a>
  );
}
