// Runs one approved update_pou through the real MCP client and core, and freezes at the given write boundary so the
// parent test can kill this process there. Usage: node update-pou-child.ts <project roots dir> <project> <boundary>
import { writeSync } from 'node:fs';
import { defaultSettings } from '../../../src-shared/settings-schema.ts';
import { startToolHarness } from '../../mcp/test-support/tool-harness.ts';
import { createOpenPlcDomain } from '../index.ts';

const [root, project, boundary] = process.argv.slice(2) as [string, string, string];
const harness = await startToolHarness({
  tools: async (core) =>
    (
      await createOpenPlcDomain(core, {
        onWriteBoundary: (reached) => {
          if (reached !== boundary) return;
          writeSync(1, `BOUNDARY ${reached}\n`);
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 30_000); // frozen until the parent kills us
        },
      })
    ).tools,
  settings: () => ({ ...defaultSettings(), projectRoots: [root] }),
});
writeSync(1, `DATADIR ${harness.dataDir}\n`); // the parent removes it: a killed process cannot
harness.attachUi();
harness.core.store.subscribe((event) => {
  if (event.type === 'approval.requested') void harness.core.gate.resolve(event.approval.id, 'approve-once');
});
const read = (await harness.call('read_pou', { project_path: project, pou_name: 'main' })).structuredContent as { content: string; content_hash: string };
const result = await harness.call('update_pou', {
  project_path: project,
  pou_name: 'main',
  content: read.content.replace('PT := T#3s', 'PT := T#7s'),
  expected_content_hash: read.content_hash,
});
writeSync(1, `DONE ${result.isError ? 'error' : 'ok'}\n`);
process.exit(0);
