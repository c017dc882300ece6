// Popups from outside React (the 401 handler) and a single place for the
// "Error!" dialog wording. antd's App context gives themed modals; the bridge
// hands its instance to plain functions.
import { App } from 'antd';
import { useEffect } from 'react';

type Feedback = ReturnType<typeof App.useApp>;
const bridge: { current?: Feedback } = {};

/** Rendered once inside antd's <App>; keeps its modal/message instance for the functions below. */
export function FeedbackBridge(): null {
  const feedback = App.useApp();
  useEffect(() => {
    bridge.current = feedback;
  }, [feedback]);
  return null;
}

/** The "Error!" popup of the spec, with the server's or the check's message. */
export function showError(content: string): void {
  if (bridge.current) bridge.current.modal.error({ title: 'Error!', content });
  else window.alert(`Error!\n${content}`);
}

export function showSuccess(content: string, title = 'Success'): void {
  if (bridge.current) bridge.current.modal.success({ title, content });
  else window.alert(content);
}

export function showWarning(title: string, content: string): void {
  if (bridge.current) bridge.current.modal.warning({ title, content });
  else window.alert(`${title}\n${content}`);
}
