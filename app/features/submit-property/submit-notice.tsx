import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { CircleAlert, CircleCheck } from 'lucide-react';

type Props =
  { kind: 'submitted' | 'updated'; id: string | null } | { kind: 'error'; status: number; message: string };

/**
 * The outcome of a form sent without JavaScript, at the top of the page: the same words as the
 * dialogs the script shows (spec 2.6 and 8), as a plain alert box since no dialog can open.
 */
export function SubmitNotice(props: Props) {
  const t = useT();
  if (props.kind === 'error') {
    return (
      <div className="notice notice--error" role="alert">
        <h2>
          <CircleAlert aria-hidden="true" size={20} /> {t('submit.dialogs.errorTitle')}
        </h2>
        <p>{t('submit.dialogs.errorText')}</p>
        <p>{t('submit.dialogs.errorStatus', { status: props.status })}</p>
        <p>{props.message}</p>
      </div>
    );
  }
  const isUpdate = props.kind === 'updated';
  return (
    <div className="notice notice--success" role="status">
      <h2>
        <CircleCheck aria-hidden="true" size={20} />{' '}
        {t(isUpdate ? 'submit.dialogs.updatedTitle' : 'submit.dialogs.submittedTitle')}
      </h2>
      <p>{t(isUpdate ? 'submit.dialogs.updatedText' : 'submit.dialogs.submittedText')}</p>
      <p className="dialog__actions">
        <Link className="button button--primary" to="/">
          {t('submit.dialogs.backToHome')}
        </Link>
        {isUpdate && props.id ? (
          <Link className="button button--ghost" to={`/single-property-1/${props.id}`}>
            {t('submit.dialogs.viewProperty')}
          </Link>
        ) : null}
      </p>
    </div>
  );
}
