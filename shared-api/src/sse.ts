// Server-sent events read from a fetch response body (EventSource cannot send
// the Authorization header, so the stream is fetched like any other call).
// Only what our API sends is handled: `event:` and single-line `data:` fields,
// frames ended by a blank line, comment lines (heartbeats) skipped.

export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Splits text received so far into complete events; returns them and the
 * unfinished rest, to be prefixed to the next chunk.
 */
export function parseEvents(buffer: string): { events: ServerSentEvent[]; rest: string } {
  const frames = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = frames.pop() ?? '';
  const events: ServerSentEvent[] = [];
  for (const frame of frames) {
    let event = 'message';
    const data: string[] = [];
    for (const line of frame.split('\n')) {
      if (line.startsWith(':') || line === '') continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** Calls `onEvent` for each event of the body until it ends (or the request is aborted). */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (e: ServerSentEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const parsed = parseEvents(buffer + decoder.decode(value, { stream: true }));
    buffer = parsed.rest;
    parsed.events.forEach(onEvent);
  }
}
