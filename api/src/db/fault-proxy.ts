// For fault tests: a TCP proxy between the API and the PostgreSQL server that
// can play an outage. `down()` drops every open connection and stops
// listening (new connections are refused, as by a server that is restarting);
// `up()` listens again on the same port. The shared test server itself is
// never stopped, so other test files running at the same time do not notice.
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface FaultProxy {
  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const sockets = new Set<Socket>();
  const track = (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    // A reset from either side is the point of this proxy, not a failure of the test.
    s.on('error', () => s.destroy());
  };
  const makeServer = (): Server =>
    createServer((client) => {
      const server = connect(target.port, target.host);
      track(client);
      track(server);
      client.pipe(server).on('close', () => client.destroy());
      server.pipe(client).on('close', () => server.destroy());
      client.on('close', () => server.destroy());
      server.on('close', () => client.destroy());
    });
  const listen = (s: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve((s.address() as { port: number }).port));
    });
  let server: Server | undefined = makeServer();
  const port = await listen(server, 0);
  const stop = async () => {
    const s = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  return {
    urlFor(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    down: stop,
    async up() {
      if (server) return;
      server = makeServer();
      await listen(server, port);
    },
    close: stop,
  };
}
