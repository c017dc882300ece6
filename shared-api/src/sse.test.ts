/**
 * @jest-environment node
 */
import { parseEvents, readEvents, type ServerSentEvent } from './sse';

it.each([
  ['one event', 'event: notification\ndata: {"count":1}\n\n', [['notification', '{"count":1}']], ''],
  ['heartbeats and the opening comment are skipped', ': connected\n\n: ping\n\n', [], ''],
  ['an unfinished frame waits for the rest', 'event: notification\ndata: {"co', [], 'event: notification\ndata: {"co'],
  ['no event name means "message"', 'data: x\n\n', [['message', 'x']], ''],
  ['CRLF line ends', 'event: a\r\ndata: 1\r\n\r\n', [['a', '1']], ''],
  [
    'two events in one chunk',
    'data: 1\n\ndata: 2\n\n',
    [
      ['message', '1'],
      ['message', '2'],
    ],
    '',
  ],
])('%s', (_name, text, expected, rest) => {
  const parsed = parseEvents(text);
  expect(parsed.events.map((e) => [e.event, e.data])).toEqual(expected);
  expect(parsed.rest).toBe(rest);
});

it('reads events split across chunks anywhere, even inside a character', async () => {
  const bytes = new TextEncoder().encode('event: notification\ndata: {"subject":"Suspect QR ✓"}\n\n: ping\n\n');
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
      controller.close();
    },
  });
  const events: ServerSentEvent[] = [];
  await readEvents(body, (e) => events.push(e));
  expect(events).toEqual([{ event: 'notification', data: '{"subject":"Suspect QR ✓"}' }]);
});
