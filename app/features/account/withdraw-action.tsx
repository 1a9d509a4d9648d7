import { useState, type ReactNode } from 'react';
import { Form } from 'react-router';
import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { Dialog } from '../../components/dialog.tsx';
import { useHydrated } from '../../components/hydration.tsx';
import { CsrfInput } from '../auth/index.ts';

type Item = { id: string; name: string };

/** The question and the form that withdraws (POST to /my-property): in the dialog, or on the page. */
function WithdrawForm({ item, cancel }: { item: Item; cancel: ReactNode }) {
  const t = useT();
  return (
    <>
      <p>{t('account.properties.withdrawConfirm', { name: item.name })}</p>
      <Form method="post" action="/my-property" className="dialog__actions">
        <CsrfInput />
        <input type="hidden" name="intent" value="withdraw" />
        <input type="hidden" name="id" value={item.id} />
        <button type="submit" className="button button--accent">
          {t('account.properties.withdraw')}
        </button>
        {cancel}
      </Form>
    </>
  );
}

/**
 * Withdraw on /my-property (issue 17), asked first in the site's dialog (app/components/dialog.tsx),
 * never the browser's confirm(). Without JavaScript the button opens /my-property?withdraw=<id>,
 * where the same question and form stand in the property's card (`isConfirming`).
 */
export function WithdrawAction({ item, isConfirming }: { item: Item; isConfirming: boolean }) {
  const t = useT();
  const isHydrated = useHydrated();
  const [isOpen, setIsOpen] = useState(false);
  const title = t('account.properties.withdrawTitle');
  if (isConfirming) {
    return (
      <div className="withdraw-confirm" role="group" aria-label={title}>
        <p className="withdraw-confirm__title">{title}</p>
        <WithdrawForm
          item={item}
          cancel={
            <Link className="button button--ghost" to="/my-property">
              {t('account.properties.withdrawCancel')}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <>
      <Form
        method="get"
        action="/my-property"
        onSubmit={(event) => {
          if (!isHydrated) return;
          event.preventDefault();
          setIsOpen(true);
        }}
      >
        <input type="hidden" name="withdraw" value={item.id} />
        <button
          type="submit"
          className="button button--ghost"
          aria-label={t('account.properties.withdrawLabel', { name: item.name })}
        >
          {t('account.properties.withdraw')}
        </button>
      </Form>
      <Dialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title={title}
        role="alertdialog"
        className="dialog--result"
      >
        <WithdrawForm
          item={item}
          cancel={
            <button type="button" className="button button--ghost" onClick={() => setIsOpen(false)}>
              {t('account.properties.withdrawCancel')}
            </button>
          }
        />
      </Dialog>
    </>
  );
}
