// A real HTTP server on an ephemeral port for the client tests: the client is
// exercised end to end (ky, fetch, hooks) instead of through a mocked ky.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Reply = { status?: number; body: unknown; contentType?: string };
export type Route = (request: Recorded) => Reply;

export interface TestServer {
  url: string;
  requests: Recorded[];
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startTestServer(route: Route): Promise<TestServer> {
  const requests: Recorded[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void readBody(req).then((body) => {
      const url = new URL(req.url ?? '/', 'http://test.local');
      const recorded: Recorded = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      requests.push(recorded);
      const reply = route(recorded);
      res.writeHead(reply.status ?? 200, { 'Content-Type': reply.contentType ?? 'application/json; charset=utf-8' });
      res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export const ok = (data: unknown): Reply => ({ body: { status: true, message: 'OK', data } });
export const fail = (status: number, message: string, details?: unknown): Reply => ({
  status,
  body: { status: false, message, details },
});
