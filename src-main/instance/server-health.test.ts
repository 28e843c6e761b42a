// Whether a recorded control center is really the one answering at its URL: what `interlock mcp`, `open` and the
// Electron shell ask before they trust server.json (a PID can be reused, a port taken by another program).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isRecordedServerHealthy, type ServerRecord } from './server-record.ts';

const servers: Server[] = [];
async function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map(stop));
});

async function serve(answer: (path: string, respond: (status: number, body: string) => void) => void): Promise<string> {
  const server = createServer((req, res) => answer(req.url ?? '', (status, body) => res.writeHead(status, { 'content-type': 'application/json' }).end(body)));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const record = (url: string | null, pid = 4242): ServerRecord => ({ pid, port: null, url, socketPath: null, tokenPath: '/data/token', version: '0.1.0', startedAt: '' });

describe('isRecordedServerHealthy', () => {
  it('is true only when /health names the recorded pid', async () => {
    const url = await serve((path, respond) => (path === '/health' ? respond(200, JSON.stringify({ ok: true, pid: 4242 })) : respond(404, '{}')));
    expect(await isRecordedServerHealthy(record(url))).toBe(true);
    expect(await isRecordedServerHealthy(record(url, 4243))).toBe(false);
  });

  it('is false for an error status, an answer that is not JSON, or one far larger than a health answer', async () => {
    let reply: [number, string] = [500, JSON.stringify({ pid: 4242 })];
    const url = await serve((_path, respond) => respond(...reply));
    expect(await isRecordedServerHealthy(record(url))).toBe(false);
    reply = [200, '<html>another program</html>'];
    expect(await isRecordedServerHealthy(record(url))).toBe(false);
    reply = [200, JSON.stringify({ pid: 4242, padding: 'x'.repeat(100 * 1024) })];
    expect(await isRecordedServerHealthy(record(url))).toBe(false);
  });

  it('is false when nothing listens, when nothing answers in time, and without a URL', async () => {
    const url = await serve(() => undefined); // accepts, never answers
    expect(await isRecordedServerHealthy(record(url), 200)).toBe(false);
    const closed = await serve((_path, respond) => respond(200, '{}'));
    await stop(servers.pop()!);
    expect(await isRecordedServerHealthy(record(closed))).toBe(false);
    expect(await isRecordedServerHealthy(record(null))).toBe(false);
  });
});
