import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import BookShowingForm from './book-showing-form.tsx';
import { MessageDialog } from '../../components/message-dialog.tsx';
import type { EnquiryProperty } from './enquiry-property.ts';

/**
 * The Book Showing modal (spec 2.4) and its Success! dialog. Loaded on the first click of a card's
 * button (BookShowingButton), with the form, Conform and zod.
 */
export default function BookShowingModal({
  property,
  isOpen,
  onClose,
}: {
  property: EnquiryProperty;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [isSuccessOpen, setIsSuccessOpen] = useState(false);
  const isSent = useRef(false);

  const handleSent = useCallback(() => {
    isSent.current = true;
    onClose();
  }, [onClose]);
  // Success! opens once the modal has closed and handed focus back to the card's button.
  const handleClosed = useCallback(() => {
    onClose();
    if (isSent.current) {
      isSent.current = false;
      setIsSuccessOpen(true);
    }
  }, [onClose]);

  return (
    <>
      <Dialog
        isOpen={isOpen}
        onClose={handleClosed}
        title={t('enquiries.bookShowingTitle')}
        className="dialog--enquiry"
      >
        <BookShowingForm property={property} onSent={handleSent} />
      </Dialog>
      {isSuccessOpen ? (
        <MessageDialog
          title={t('enquiries.states.successTitle')}
          message={t('enquiries.states.successText')}
          onClose={() => setIsSuccessOpen(false)}
        />
      ) : null}
    </>
  );
}
