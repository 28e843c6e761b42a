// A stand-in for Electron's unpacked distribution, for packaging tests where the real binary cannot be downloaded.
// electron-builder copies it, renames the executable and flips the security fuses in it, so the executable carries
// a real fuse wire (sentinel, wire version 1, length, one byte a fuse) that the test reads back afterwards.
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The marker @electron/fuses searches for in an Electron executable. */
const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const FUSE_WIRE_VERSION = 1;
export const FUSE_NAMES = [
  'runAsNode',
  'enableCookieEncryption',
  'enableNodeOptionsEnvironmentVariable',
  'enableNodeCliInspectArguments',
  'enableEmbeddedAsarIntegrityValidation',
  'onlyLoadAppFromAsar',
  'loadBrowserProcessSpecificV8Snapshot',
  'grantFileProtocolExtraPrivileges',
] as const;
export type FuseName = (typeof FUSE_NAMES)[number];
const ENABLED = '1'.charCodeAt(0);
const DISABLED = '0'.charCodeAt(0);

export async function writeElectronDistStandin(dir: string, version: string, initial: Record<FuseName, boolean>): Promise<void> {
  await mkdir(join(dir, 'resources'), { recursive: true });
  const wire = Buffer.from([FUSE_WIRE_VERSION, FUSE_NAMES.length, ...FUSE_NAMES.map((name) => (initial[name] ? ENABLED : DISABLED))]);
  const executable = Buffer.concat([Buffer.from(`#!/bin/sh\necho "Electron stand-in ${version}"\nexit 0\n# ${FUSE_SENTINEL}`), wire, Buffer.from('\n')]);
  await writeFile(join(dir, 'electron'), executable);
  await chmod(join(dir, 'electron'), 0o755);
  await writeFile(join(dir, 'version'), version);
  await writeFile(join(dir, 'LICENSE'), 'Electron stand-in for packaging tests\n');
  await writeFile(join(dir, 'LICENSES.chromium.html'), '<!doctype html><title>stand-in</title>\n');
}

/** The fuse states in a (packaged) executable, as electron-builder left them. */
export async function readFuses(executable: string): Promise<Record<FuseName, boolean>> {
  const bytes = await readFile(executable);
  const at = bytes.indexOf(FUSE_SENTINEL);
  if (at < 0) throw new Error(`${executable} has no fuse wire`);
  const wire = at + FUSE_SENTINEL.length;
  if (bytes[wire] !== FUSE_WIRE_VERSION || bytes[wire + 1] !== FUSE_NAMES.length) throw new Error(`${executable} has an unexpected fuse wire`);
  return Object.fromEntries(FUSE_NAMES.map((name, i) => [name, bytes[wire + 2 + i] === ENABLED])) as Record<FuseName, boolean>;
}
