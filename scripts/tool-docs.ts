// `npm run snapshot:tools`: writes one snapshot file per tool (<toolset folder>/tool-snapshots/) and the generated tool reference (docs/tools.md)
// from the tool table. src-main/control-center/tool-docs.test.ts fails until what it writes is committed.
import { readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { packageRoot } from '../src-main/files/index.ts';
import { fullToolTable, readmeBlocks, snapshotDirs, snapshotFiles, TOOL_REFERENCE, withReadmeBlocks } from '../src-main/control-center/tool-docs.ts';

const root = packageRoot();
const table = await fullToolTable();
const files = snapshotFiles(table);
for (const dir of snapshotDirs()) {
  await mkdir(join(root, dir), { recursive: true });
  for (const name of await readdir(join(root, dir))) {
    if (!files.has(`${dir}/${name}`)) await rm(join(root, dir, name));
  }
}
for (const [path, text] of files) await writeFile(join(root, path), text);
const readmePath = join(root, TOOL_REFERENCE);
await writeFile(readmePath, withReadmeBlocks(await readFile(readmePath, 'utf8'), readmeBlocks(table)));
console.log(`${files.size} tool snapshots in ${snapshotDirs().length} toolset folders and the tool reference ${TOOL_REFERENCE} written`);
process.exit(0);
