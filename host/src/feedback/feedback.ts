// Popups from anywhere (pages, the 401 handler) and a single place for the
// "Error!" dialog wording. A plain store, no antd: the sign-in page shows its
// errors before antd is loaded, and a popup raised inside the dashboard (the
// 401 warning) must outlive the dashboard when the user is logged out.
// <FeedbackDialogs> at the root of the shell renders what is queued here.
// Titles are in the language of the moment the popup opens.
import { translatePlain } from '@qrguard/shared-ui/i18n/plain';

export type FeedbackKind = 'error' | 'warning' | 'success';

export interface FeedbackMessage {
  id: number;
  kind: FeedbackKind;
  title: string;
  content: string;
}

let messages: readonly FeedbackMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly FeedbackMessage[]): void {
  messages = next;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: the open popups, oldest first. */
export function subscribeFeedback(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function openFeedback(): readonly FeedbackMessage[] {
  return messages;
}

/** Closes one popup (its OK button, or Escape). */
export function dismissFeedback(id: number): void {
  publish(messages.filter((message) => message.id !== id));
}

function show(kind: FeedbackKind, title: string, content: string): void {
  publish([...messages, { id: nextId++, kind, title, content }]);
}

/** The "Error!" popup of the spec, with the server's or the check's message. */
export function showError(content: string): void {
  show('error', translatePlain('feedback.error'), content);
}

export function showSuccess(content: string, title?: string): void {
  show('success', title ?? translatePlain('feedback.success'), content);
}

export function showWarning(title: string, content: string): void {
  show('warning', title, content);
}

/** Closes every popup; tests start each case with none open. */
export function resetFeedback(): void {
  publish([]);
}
