import { useSyncExternalStore } from 'react';
import { dismissFeedback, openFeedback, subscribeFeedback } from './feedback';
import { MessageDialog } from './MessageDialog';

/** Rendered once at the root of the shell: every open popup, the newest on top. */
export function FeedbackDialogs() {
  const messages = useSyncExternalStore(subscribeFeedback, openFeedback, openFeedback);
  return messages.map((message) => (
    <MessageDialog
      key={message.id}
      kind={message.kind}
      title={message.title}
      content={message.content}
      onClose={() => dismissFeedback(message.id)}
    />
  ));
}
