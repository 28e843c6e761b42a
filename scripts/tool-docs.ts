// `npm run snapshot:tools`: writes one snapshot file per tool (tool-snapshots/) and the generated tool reference (docs/tools.md)
// from the tool table. src-main/control-center/tool-docs.test.ts fails until what it writes is committed.
import { readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { packageRoot } from '../src-main/files/index.ts';
import { fullToolTable, readmeBlocks, SNAPSHOT_DIR, snapshotFiles, TOOL_REFERENCE, withReadmeBlocks } from '../src-main/control-center/tool-docs.ts';

const root = packageRoot();
const table = await fullToolTable();
const files = snapshotFiles(table);
await mkdir(join(root, SNAPSHOT_DIR), { recursive: true });
for (const name of await readdir(join(root, SNAPSHOT_DIR))) {
  if (!files.has(join(SNAPSHOT_DIR, name))) await rm(join(root, SNAPSHOT_DIR, name));
}
for (const [path, text] of files) await writeFile(join(root, path), text);
const readmePath = join(root, TOOL_REFERENCE);
await writeFile(readmePath, withReadmeBlocks(await readFile(readmePath, 'utf8'), readmeBlocks(table)));
console.log(`${files.size} tool snapshots in ${SNAPSHOT_DIR}/ and the tool reference ${TOOL_REFERENCE} written`);
process.exit(0);
