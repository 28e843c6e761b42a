// What `npm start` runs: `interlock serve --demo` seeds the demo workspace once, points Settings at it and at the
// stand-ins, and serves the control center; a second start keeps the person's changes to the demo.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, describe, expect, it } from 'vitest';
import { startInterlock } from './support/processes.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('interlock serve --demo', () => {
  it('seeds the demo workspace once and serves it to agents', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'interlock-demo-'));
    dirs.push(dataDir);
    const project = join(dataDir, 'demo-workspace', 'bottling-line');
    const first = startInterlock(['serve', '--demo', '--data-dir', dataDir, '--port', '0']);
    try {
      const [, url] = await first.waitFor(/Control center: (http:\S+)/);
      expect(first.output()).toMatch(/Log in: +http:\/\/127\.0\.0\.1:\d+\/login\?code=\S+/);
      const settings = JSON.parse(await readFile(join(dataDir, 'settings.json'), 'utf8')) as { projectRoots: string[]; openplc: { cliPath: string }; codesys: { executablePath: string } };
      expect(settings.projectRoots).toEqual([join(dataDir, 'demo-workspace')]);
      expect(settings.openplc.cliPath).toMatch(/standins[\\/]openplc-cli[\\/]openplc-cli$/);
      expect(settings.codesys.executablePath).toMatch(/standins[\\/]codesys[\\/]CODESYS$/);

      const token = (await readFile(join(dataDir, 'token'), 'utf8')).trim();
      const client = new Client({ name: 'demo-agent', version: '1' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
      const compiled = await client.callTool({ name: 'compile_project', arguments: { project_path: project } });
      expect(compiled.structuredContent).toMatchObject({ success: true, exit_code: 0 });
      await client.close();
    } finally {
      expect(await first.stop()).toBe(0);
    }

    // The person edits the demo project; the next `npm start` must not put the original back.
    const main = join(project, 'pous', 'programs', 'main.st');
    const edited = `${await readFile(main, 'utf8')}\n(* edited by the person *)\n`;
    await writeFile(main, edited);
    const second = startInterlock(['serve', '--demo', '--data-dir', dataDir, '--port', '0']);
    try {
      await second.waitFor(/Control center: /);
      expect(await readFile(main, 'utf8')).toBe(edited);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  });
});
