import { useT } from '../i18n/use-t.ts';
import { Dialog } from './dialog.tsx';

/** The spec's message dialogs (section 8): a title, one sentence, and OK. */
export function MessageDialog({
  title,
  message,
  onClose,
}: {
  /** null: closed. */
  title: string | null;
  message: string;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      isOpen={title !== null}
      onClose={onClose}
      title={title ?? ''}
      role="alertdialog"
      className="dialog--result"
    >
      <p>{message}</p>
      <div className="dialog__actions">
        <form method="dialog">
          <button type="submit" className="button button--primary" autoFocus>
            {t('dialog.ok')}
          </button>
        </form>
      </div>
    </Dialog>
  );
}
