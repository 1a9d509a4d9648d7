import { useCallback, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Dialog } from '../../components/dialog.tsx';
import BookShowingForm from './book-showing-form.tsx';
import { MessageDialog } from '../../components/message-dialog.tsx';
import type { EnquiryProperty } from './enquiry-property.ts';
import type { EnquiryActionData } from './submission-state.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { bookedMessage } from './booked-message.ts';

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
  const t = useT();
  const language = useLanguage();
  const [isSuccessOpen, setIsSuccessOpen] = useState(false);
  const [booked, setBooked] = useState<EnquiryActionData['booked']>();
  const isSent = useRef(false);

  const handleSent = useCallback(
    (showing?: EnquiryActionData['booked']) => {
      isSent.current = true;
      setBooked(showing);
      onClose();
    },
    [onClose],
  );
  // Success! opens once the modal has closed and handed focus back to the card's button.
  const handleClosed = useCallback(() => {
    onClose();
    if (isSent.current) {
      isSent.current = false;
      setIsSuccessOpen(true);
    }
  }, [onClose]);

  const success = booked
    ? bookedMessage(t, language, booked)
    : { title: t('enquiries.states.successTitle'), text: t('enquiries.states.successText') };

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
        <MessageDialog title={success.title} message={success.text} onClose={() => setIsSuccessOpen(false)} />
      ) : null}
    </>
  );
}
