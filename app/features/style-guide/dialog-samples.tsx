import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Dialog } from '../../components/dialog.tsx';
import { MessageDialog } from '../../components/message-dialog.tsx';
import { GuideSection, Specimen } from './specimen.tsx';

/** The two dialogs, each opened from a button: real focus handling, Escape, focus back to the opener. */
export function DialogSamples() {
  const t = useT();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [isMessageOpen, setIsMessageOpen] = useState(false);
  return (
    <GuideSection id="dialogs" title={t('styleGuide.dialogs.title')}>
      <div className="specimen-grid">
        <Specimen name="<Dialog>" note={t('styleGuide.dialogs.dialog')}>
          <button type="button" className="button button--primary" onClick={() => setIsDialogOpen(true)}>
            {t('styleGuide.dialogs.openDialog')}
          </button>
          <Dialog
            isOpen={isDialogOpen}
            onClose={() => setIsDialogOpen(false)}
            title={t('styleGuide.dialogs.dialogTitle')}
          >
            <p>{t('styleGuide.dialogs.dialogText')}</p>
          </Dialog>
        </Specimen>
        <Specimen name="<MessageDialog>" note={t('styleGuide.dialogs.messageDialog')}>
          <button type="button" className="button button--primary" onClick={() => setIsMessageOpen(true)}>
            {t('styleGuide.dialogs.openMessage')}
          </button>
          <MessageDialog
            title={isMessageOpen ? t('enquiries.states.successTitle') : null}
            message={t('enquiries.states.successText')}
            onClose={() => setIsMessageOpen(false)}
          />
        </Specimen>
      </div>
    </GuideSection>
  );
}
