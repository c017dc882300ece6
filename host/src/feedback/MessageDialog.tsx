// One popup with a title, a message and an OK button, as a native modal
// <dialog>: the browser puts it above everything, makes the page behind it
// inert and closes it on Escape; it has the dialog role and its title and
// message name and describe it.
import { usePlainT } from '@qrguard/shared-ui/i18n/plain';
import { useEffect, useId, useRef, useState } from 'react';
import type { FeedbackKind } from './feedback';

const ICONS: Record<FeedbackKind, string> = { error: '\u2715', warning: '!', success: '\u2713' };

interface Props {
  kind: FeedbackKind;
  title: string;
  content: string;
  onClose: () => void;
}

export function MessageDialog({ kind, title, content, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const t = usePlainT();
  // Whatever had focus when the popup opened (the Login button) gets it back when it closes.
  const [previous] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) {
      // Browsers without showModal (and jsdom) still show it, without the backdrop.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    okRef.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [previous]);

  return (
    <dialog
      ref={dialogRef}
      className={`qg-dialog qg-dialog--${kind}`}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-content`}
      onCancel={(event) => {
        // Escape: the store decides what is open, so close through it.
        event.preventDefault();
        onClose();
      }}
    >
      <div className="qg-dialog__body">
        <span className="qg-dialog__icon" aria-hidden="true">
          {ICONS[kind]}
        </span>
        <div>
          <h2 id={`${id}-title`} className="qg-dialog__title">
            {title}
          </h2>
          <p id={`${id}-content`} className="qg-dialog__content">
            {content}
          </p>
        </div>
      </div>
      <div className="qg-dialog__footer">
        <button ref={okRef} type="button" className="qg-button qg-button--primary" onClick={onClose}>
          {t('feedback.ok')}
        </button>
      </div>
    </dialog>
  );
}
