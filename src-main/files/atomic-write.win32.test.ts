// Replacing a file another program holds open, on a real Windows file system (atomic-write.test.ts checks the retry
// rules with an injected rename on every platform). These tests need Windows; the CI's Windows lane runs them with
// Windows Node under Wine.
import { constants as fsConstants } from 'node:fs';
import { mkdtemp, open, readdir, readFile, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renameWithRetry, writeFileAtomic } from './atomic-write.ts';
import { contentHash } from './content-hash.ts';

const ON_WINDOWS = process.platform === 'win32';
if (!ON_WINDOWS) {
  console.log(`atomic-write.win32.test.ts: skipped on ${process.platform}: a file held open without delete sharing exists only on Windows (the CI's Windows lane runs it).`);
}

/** libuv's UV_FS_O_EXLOCK: open with no sharing at all, the way an editor or a virus scanner may hold a file. */
const EXCLUSIVE = 0x10000000;

describe.skipIf(!ON_WINDOWS)('replacing a file another program holds open (Windows)', () => {
  let dir: string;
  let target: string;
  let held: FileHandle | null;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'interlock-held-'));
    target = join(dir, 'Main.st');
    await writeFile(target, 'PROGRAM Main\nEND_PROGRAM\n');
    held = await open(target, fsConstants.O_RDONLY | EXCLUSIVE);
  });
  afterEach(async () => {
    await held?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('retries while the file is held and replaces it once it is let go', async () => {
    const temp = join(dir, '.Main.st.new');
    await writeFile(temp, 'PROGRAM Main\n(* agent *)\nEND_PROGRAM\n');
    // Held for real: Windows refuses a plain rename over it.
    await expect(rename(temp, target)).rejects.toMatchObject({ code: expect.stringMatching(/^(EPERM|EBUSY|EACCES)$/) });
    let attempts = 0;
    await renameWithRetry(temp, target, {
      beforeEachAttempt: async () => {
        if (++attempts === 2) {
          await held!.close(); // the other program lets go between the first and the second attempt
          held = null;
        }
      },
    });
    expect(attempts).toBe(2);
    expect(await readFile(target, 'utf8')).toBe('PROGRAM Main\n(* agent *)\nEND_PROGRAM\n');
  });

  it('names the likely cause when the file stays held, and leaves it as it was with no temp file', async () => {
    const before = 'PROGRAM Main\nEND_PROGRAM\n';
    await expect(writeFileAtomic(target, 'PROGRAM Main\n(* agent *)\nEND_PROGRAM\n', { expectedHash: contentHash(before) })).rejects.toThrow(
      /Could not replace .*Main\.st: another program has it open \((EPERM|EBUSY|EACCES)\), for example an editor/,
    );
    await held!.close();
    held = null;
    expect(await readFile(target, 'utf8')).toBe(before);
    expect(await readdir(dir)).toEqual(['Main.st']);
  });
});
