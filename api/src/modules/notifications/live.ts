// Live notifications: each API instance LISTENs once on the channel that the
// ingestion engine NOTIFYs at commit (modules/ingest/engine.ts) and forwards
// every payload to the dashboards it streams to (GET
// /api/v1/notification/stream, server-sent events). A new suspect reaches
// every signed-in dashboard at once, whichever instance took the scan; the
// dashboard then refetches its own list, which its permissions decide.
import type { ServerResponse } from 'node:http';
import { endpoints } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { NOTIFICATION_CHANNEL } from '../ingest/engine';

/** A comment line now and then keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

export default async function liveNotificationRoutes(app: FastifyInstance) {
  const streams = new Set<ServerResponse>();
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
  });
  app.addHook('onClose', async () => stopListening());

  route(app, endpoints.notificationStream, async (req, reply) => {
    // The route helper checked the session; from here on the response is a stream Fastify does not write.
    reply.hijack();
    const headers = Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, v]) => v !== undefined));
    const res = reply.raw;
    res.writeHead(200, {
      ...headers, // CORS, set by its hook
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // nginx (docker-compose) would otherwise buffer the events.
      'X-Accel-Buffering': 'no',
    });
    // Sent at once, so the client knows the stream is open.
    res.write(': connected\n\n');
    streams.add(res);
    const forget = () => streams.delete(res);
    req.raw.on('close', forget);
    res.on('error', forget);
    // A hijacked reply's return value is ignored.
    return undefined as never;
  });
}
