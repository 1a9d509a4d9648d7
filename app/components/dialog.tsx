import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useT } from '../i18n/use-t.ts';

type DialogProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** 'alertdialog' for messages that need an answer (Success!, Error!). */
  role?: 'dialog' | 'alertdialog';
  /** Show the × button in the corner (not for alert dialogs, whose own button answers them). */
  hasCloseButton?: boolean;
  className?: string;
};

/**
 * A modal dialog on the platform's <dialog> element: showModal() makes the rest of the page inert
 * (focus stays inside), Escape closes it, and focus returns to what opened it. Centred by CSS.
 */
export function Dialog({
  isOpen,
  onClose,
  title,
  children,
  role = 'dialog',
  hasCloseButton = role === 'dialog',
  className,
}: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen]);

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-modal="true"
      className={`dialog${className ? ` ${className}` : ''}`}
      onClose={(event) => {
        // React passes a nested dialog's close event up the tree: only our own counts.
        if (event.target !== event.currentTarget) return;
        opener.current?.focus();
        opener.current = null;
        onClose();
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {hasCloseButton ? (
          <button type="button" className="dialog__close" onClick={() => ref.current?.close()}>
            <X aria-hidden="true" />
            <span className="visually-hidden">{t('dialog.close')}</span>
          </button>
        ) : null}
      </div>
      {isOpen ? <div className="dialog__body">{children}</div> : null}
    </dialog>
  );
}
