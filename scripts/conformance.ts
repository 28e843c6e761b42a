// Runs the official MCP conformance suite (server mode) against the real /mcp of a control center, as part of
// `npm test`. The harness speaks plain HTTP without credentials, so a loopback relay in front of the host adds
// the bearer token, as any configured client would; Host and Origin headers pass through unchanged except that
// the relay's own address is translated to the host's, so the DNS-rebinding scenario still meets the host's
// real checks. Production code has no "auth off" switch. The suite calls fixture tools, resources and prompts by
// name (test_simple_text, test://static-text, ...): a test-only domain adds them beside the production domains, so
// they run through the same tool table, queue, gate, audit log and endpoint as every real call.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startControlCenter } from '../src-main/control-center/index.ts';
import { DOMAINS } from '../src-main/control-center/plc-domains.ts';
import { conformanceFixtureDomain } from '../src-main/mcp/test-support/conformance-fixtures.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = await mkdtemp(join(tmpdir(), 'interlock-conformance-'));
const cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [...DOMAINS, conformanceFixtureDomain()] });
const hostPort = Number(new URL(cc.url).port);

const relay = createServer((req, res) => {
  const relayHost = `127.0.0.1:${(relay.address() as AddressInfo).port}`;
  const headers = { ...req.headers };
  if (headers.host === relayHost || headers.host === `localhost:${(relay.address() as AddressInfo).port}`) headers.host = `127.0.0.1:${hostPort}`;
  if (typeof headers.origin === 'string' && new URL(headers.origin).host === relayHost) headers.origin = cc.url;
  headers.authorization = `Bearer ${cc.token.reveal()}`;
  const upstream = httpRequest({ host: '127.0.0.1', port: hostPort, path: req.url, method: req.method, headers }, (response) => {
    res.writeHead(response.statusCode ?? 502, response.headers);
    response.pipe(res);
  });
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
});
await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
const relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/mcp`;

const code = await new Promise<number>((resolve) => {
  const child = spawn(
    process.execPath,
    [
      join(root, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js'),
      'server',
      '--url',
      relayUrl,
      '--expected-failures',
      join(root, 'conformance-baseline.yml'),
      '-o',
      join(root, 'test-results', 'conformance'),
    ],
    { stdio: 'inherit' },
  );
  child.on('exit', (exitCode) => resolve(exitCode ?? 1));
});

relay.close();
await cc.close();
await rm(dataDir, { recursive: true, force: true });
console.log(code === 0 ? 'conformance: passed (against the baseline)' : `conformance: FAILED (exit ${code})`);
process.exit(code);
