// The popups of the dashboard's pages: the "Error!" dialog (spec 8; several
// lines shown one under the other), the "Success!" dialog and the "Are you
// sure?" confirmation. antd's hook modals render inside the page (its
// contextHolder), so they take the shell's theme and language, trap the focus
// while open and give it back to the button that opened them.
import { useMemo, type ReactNode } from 'react';
import { Modal } from 'antd';
import { useT } from '../i18n/i18n';

export interface ConfirmOptions {
  title: string;
  content: string;
  okText: string;
  /** A red OK button: the action destroys something. */
  danger?: boolean;
}

export interface Feedback {
  /** The "Error!" dialog; several lines each on a line of its own. */
  error(content: string | readonly string[]): Promise<void>;
  /** The "Success!" dialog. */
  success(content: string): Promise<void>;
  /** Resolves true when the reader confirmed. */
  confirm(options: ConfirmOptions): Promise<boolean>;
}

function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <div>
      {lines.map((line, index) => (
        <div key={index}>{line}</div>
      ))}
    </div>
  );
}

/** The page's popups, and the node to render once in the page (antd's contextHolder). */
export function useFeedback(): [Feedback, ReactNode] {
  const [modal, contextHolder] = Modal.useModal();
  const t = useT();
  const feedback = useMemo<Feedback>(
    () => ({
      async error(content) {
        await modal.error({
          title: t('feedback.error'),
          content: typeof content === 'string' ? content : <Lines lines={content} />,
          okText: t('feedback.ok'),
        });
      },
      async success(content) {
        await modal.success({ title: t('dialog.successTitle'), content, okText: t('feedback.ok') });
      },
      async confirm({ title, content, okText, danger }) {
        const confirmed = await modal.confirm({
          title,
          content,
          okText,
          cancelText: t('dialog.cancel'),
          okButtonProps: danger ? { danger: true } : undefined,
          // Enter on the dialog must not change or destroy anything by accident: Cancel has the focus first.
          focusable: { autoFocusButton: 'cancel' },
        });
        return confirmed === true;
      },
    }),
    [modal, t],
  );
  return [feedback, contextHolder];
}
