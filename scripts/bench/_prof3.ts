import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
const dataDir = await mkdtemp(join(tmpdir(), 'p-'));
const modern = process.argv[2] === 'modern';
const serve = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof3', '/work/main/bin/interlock.js', 'serve', '--data-dir', dataDir, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
const url = await new Promise<string>((r) => serve.stdout.on('data', (d: Buffer) => { const m = /Control center: (\S+)/.exec(d.toString()); if (m) r(m[1]!); }));
const token = (await readFile(join(dataDir, 'token'), 'utf8')).trim();
const c = new Client({ name: 'b', version: '1' }, modern ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {});
await c.connect(new StreamableHTTPClientTransport(new URL(url + '/mcp'), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
const s: number[] = [];
for (let i = 0; i < 3000; i++) { const t = performance.now(); await c.callTool({ name: 'get_interlock_status', arguments: {} }); s.push(performance.now() - t); }
s.sort((a, b) => a - b); console.log('p50', s[1500]);
await c.close();
serve.kill('SIGTERM');
await new Promise((r) => serve.on('exit', r));
