import { lazy, Suspense, useCallback, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { CalendarCheck } from 'lucide-react';
import { enquiryPageHref, type EnquiryProperty } from './enquiry-property.ts';
import { useHydrated } from '../../components/hydration.tsx';

// The modal, the form, Conform and zod are fetched on the first open only (or when the pointer or
// focus reaches the button, just before): the listing page's first download stays small (ADR 009).
const loadModal = () => import('./book-showing-modal.tsx');
const BookShowingModal = lazy(loadModal);

/**
 * The card's 'Book Showing' button (spec 2.4). It opens the booking modal; without JavaScript it is
 * a link to the same form on a page of its own (/enquiry?property=...&form=showing).
 */
export function BookShowingButton({ property }: { property: EnquiryProperty }) {
  const t = useT();
  const isHydrated = useHydrated();
  const [isOpen, setIsOpen] = useState(false);
  // Nothing of the modal is rendered until the first click: ten cards, no ten hidden dialogs.
  const [hasOpened, setHasOpened] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);

  const label = (
    <>
      <CalendarCheck aria-hidden="true" size={18} />
      {t('enquiries.bookShowing')}
    </>
  );

  return (
    <>
      {isHydrated ? (
        <button
          type="button"
          className="button button--accent book-showing"
          aria-haspopup="dialog"
          onPointerEnter={() => void loadModal()}
          onFocus={() => void loadModal()}
          onClick={() => {
            setHasOpened(true);
            setIsOpen(true);
          }}
        >
          {label}
        </button>
      ) : (
        <a className="button button--accent book-showing" href={enquiryPageHref(property.id, 'showing')}>
          {label}
        </a>
      )}
      {hasOpened ? (
        <Suspense
          fallback={
            <span role="status" className="visually-hidden">
              {t('enquiries.loadingForm')}
            </span>
          }
        >
          <BookShowingModal property={property} isOpen={isOpen} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
