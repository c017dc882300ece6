// Popups from outside React (the 401 handler) and a single place for the
// "Error!" dialog wording. antd's App context gives themed modals; the bridge
// hands its instance to plain functions.
import { App } from 'antd';

type Feedback = ReturnType<typeof App.useApp>;
let current: Feedback | undefined;

/** Rendered once inside antd's <App>; keeps its modal/message instance for the functions below. */
export function FeedbackBridge(): null {
  current = App.useApp();
  return null;
}

/** The "Error!" popup of the spec, with the server's or the check's message. */
export function showError(content: string): void {
  if (current) current.modal.error({ title: 'Error!', content });
  else window.alert(`Error!\n${content}`);
}

export function showSuccess(content: string, title = 'Success'): void {
  if (current) current.modal.success({ title, content });
  else window.alert(content);
}

export function showWarning(title: string, content: string): void {
  if (current) current.modal.warning({ title, content });
  else window.alert(`${title}\n${content}`);
}
