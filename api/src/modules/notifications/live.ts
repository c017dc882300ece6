// Live notifications: each API instance LISTENs once on the channel that the
// ingestion engine NOTIFYs at commit (modules/ingest/engine.ts) and forwards
// every payload to the dashboards it streams to (GET
// /api/v1/notification/stream, server-sent events). A new suspect reaches
// every signed-in dashboard at once, whichever instance took the scan; the
// dashboard then refetches its own list, which its permissions decide.
// Each user may hold NOTIFICATION_STREAMS_PER_USER streams on an instance: a
// stream holds a socket and a slot in every broadcast, so one token must not be
// able to open thousands (issue 9).
import type { ServerResponse } from 'node:http';
import { endpoints } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { tooManyRequests } from '../../http/errors';
import { route } from '../../http/route';
import { signedIn } from '../../plugins/auth';
import { NOTIFICATION_CHANNEL } from '../ingest/engine';

/** A comment line now and then keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

/** How long a client refused for too many streams is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 30;

export default async function liveNotificationRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const streams = new Set<ServerResponse>();
  /** Open streams per user id. */
  const openPerUser = new Map<number, number>();
  const send = (frame: string) => {
    for (const res of streams) res.write(frame);
  };

  const stopListening = await app.db.listen(NOTIFICATION_CHANNEL, (payload) => {
    // Our own engine's JSON ({subject, count}); anything else is not forwarded.
    try {
      JSON.parse(payload);
    } catch {
      app.log.warn({ payload }, 'ignored a notification payload that is not JSON');
      return;
    }
    send(`event: notification\ndata: ${payload}\n\n`);
  });
  const heartbeat = setInterval(() => send(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();

  // Before the server stops accepting: open streams would otherwise hold the close up forever.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const res of streams) res.end();
    streams.clear();
    openPerUser.clear();
  });
  app.addHook('onClose', async () => stopListening());

  route(app, endpoints.notificationStream, async (req, reply) => {
    // The route helper checked the session. Refused before the hijack, so the 429 is an ordinary answer.
    const userId = signedIn(req).id;
    const open = openPerUser.get(userId) ?? 0;
    if (open >= config.notificationStreamsPerUser)
      throw tooManyRequests(
        `Too many live notification streams are open for this user (at most ${config.notificationStreamsPerUser}). Close the dashboard in another tab or window and try again.`,
        RETRY_AFTER_SECONDS,
      );
    openPerUser.set(userId, open + 1);
    // From here on the response is a stream Fastify does not write.
    reply.hijack();
    const headers = Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, v]) => v !== undefined));
    const res = reply.raw;
    res.writeHead(200, {
      ...headers, // CORS, set by its hook
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      // nginx (docker-compose) would otherwise buffer the events.
      'X-Accel-Buffering': 'no',
    });
    // Sent at once, so the client knows the stream is open.
    res.write(': connected\n\n');
    streams.add(res);
    // Runs once, at the first of close and error: the slot is freed exactly once.
    let forgotten = false;
    const forget = () => {
      if (forgotten) return;
      forgotten = true;
      streams.delete(res);
      const left = (openPerUser.get(userId) ?? 1) - 1;
      if (left > 0) openPerUser.set(userId, left);
      else openPerUser.delete(userId);
    };
    req.raw.on('close', forget);
    res.on('close', forget);
    res.on('error', forget);
    // A hijacked reply's return value is ignored.
    return undefined as never;
  });
}
