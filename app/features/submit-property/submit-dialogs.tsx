import { useNavigate } from 'react-router';
import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { Dialog } from '../../components/dialog.tsx';
import { MessageDialog } from '../../components/message-dialog.tsx';
import { AuthErrorDialog } from './auth-error-dialog.tsx';

export type DialogState =
  | { kind: 'none' }
  | { kind: 'success'; mode: 'add' | 'edit'; id: string }
  | { kind: 'error'; status: number; body: string; hasFieldErrors: boolean }
  /** The session ended while editing; `csrfToken` is the page's token when it happened. */
  | { kind: 'auth'; csrfToken: string | undefined }
  | { kind: 'limit' }
  | { kind: 'network' };

/**
 * The form's dialogs: Submitted!/Updated!, Error!, Authentication Error, Upload Limit Exceeded,
 * Network Error (spec 2.6, 8).
 */
export function SubmitDialogs({
  state,
  onClose,
  returnTo,
  csrfToken,
  successLink,
}: {
  state: DialogState;
  onClose: () => void;
  /** The form's own page, where signing in again comes back to. */
  returnTo: string;
  /** The page's CSRF token now: a new one means the admin has signed in again. */
  csrfToken: string | undefined;
  /** Instead of 'View property' after an edit (an owner's submission has no public page yet). */
  successLink?: { to: string; label: string } | undefined;
}) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <>
      <Dialog
        isOpen={state.kind === 'success'}
        onClose={() => navigate('/')}
        role="alertdialog"
        title={t(
          state.kind === 'success' && state.mode === 'edit'
            ? 'submit.dialogs.updatedTitle'
            : 'submit.dialogs.submittedTitle',
        )}
      >
        {state.kind === 'success' ? (
          <>
            <p>{t(state.mode === 'edit' ? 'submit.dialogs.updatedText' : 'submit.dialogs.submittedText')}</p>
            <div className="dialog__actions">
              <button type="button" className="button button--primary" onClick={() => navigate('/')}>
                {t('submit.dialogs.backToHome')}
              </button>
              {successLink ? (
                <Link className="button button--ghost" to={successLink.to}>
                  {successLink.label}
                </Link>
              ) : state.mode === 'edit' ? (
                <Link className="button button--ghost" to={`/single-property-1/${state.id}`}>
                  {t('submit.dialogs.viewProperty')}
                </Link>
              ) : null}
            </div>
          </>
        ) : null}
      </Dialog>
      <Dialog
        isOpen={state.kind === 'error'}
        onClose={onClose}
        role="alertdialog"
        title={t('submit.dialogs.errorTitle')}
      >
        {state.kind === 'error' ? (
          <>
            <p>{t('submit.dialogs.errorText')}</p>
            <p>{t('submit.dialogs.errorStatus', { status: state.status })}</p>
            {state.body ? <pre className="submit-dialog__body">{state.body}</pre> : null}
            {state.hasFieldErrors ? <p>{t('submit.dialogs.errorFix')}</p> : null}
            <div className="dialog__actions">
              <button type="button" className="button button--primary" onClick={onClose}>
                {t('dialog.ok')}
              </button>
            </div>
          </>
        ) : null}
      </Dialog>
      <AuthErrorDialog
        isOpen={state.kind === 'auth'}
        isSignedInAgain={state.kind === 'auth' && csrfToken !== undefined && csrfToken !== state.csrfToken}
        returnTo={returnTo}
        onClose={onClose}
      />
      <MessageDialog
        title={state.kind === 'limit' ? t('submit.dialogs.limitTitle') : null}
        message={t('submit.dialogs.limitText')}
        onClose={onClose}
      />
      <MessageDialog
        title={state.kind === 'network' ? t('submit.dialogs.networkTitle') : null}
        message={t('submit.dialogs.networkText')}
        onClose={onClose}
      />
    </>
  );
}
