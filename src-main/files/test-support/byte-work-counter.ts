// Counts how often given bytes are hashed (node:crypto's createHash) and base64-encoded (Buffer#toString) while
// `run` goes on: what tests and the write benchmark use to show that a write hashes and encodes each content once.
// It wraps the builtins for the duration of `run` only (syncBuiltinESMExports carries the wrap into ES imports).
import { createRequire, syncBuiltinESMExports } from 'node:module';

const require = createRequire(import.meta.url);
const crypto = require('node:crypto') as typeof import('node:crypto');

/** How often each watched content was hashed or base64-encoded as a whole. */
export interface ByteWork {
  hashed: number[];
  encoded: number[];
}

function sameBytes(data: unknown, watched: Buffer): boolean {
  if (typeof data === 'string') return Buffer.byteLength(data) === watched.length && Buffer.from(data).equals(watched);
  if (data instanceof Uint8Array) return data.length === watched.length && Buffer.from(data.buffer, data.byteOffset, data.length).equals(watched);
  return false;
}

/** Runs `run` and counts, for each watched content, the hashes fed exactly those bytes and their base64 encodings. */
export async function countByteWork<R>(watched: ReadonlyArray<Buffer | string>, run: () => Promise<R>): Promise<{ result: R; work: ByteWork }> {
  const targets = watched.map((w) => (typeof w === 'string' ? Buffer.from(w) : w));
  const work: ByteWork = { hashed: targets.map(() => 0), encoded: targets.map(() => 0) };
  const originalCreateHash = crypto.createHash;
  const originalToString = Buffer.prototype.toString;
  const note = (counts: number[], data: unknown) => {
    targets.forEach((target, i) => {
      if (sameBytes(data, target)) counts[i]!++;
    });
  };
  crypto.createHash = ((algorithm: string, options?: unknown) => {
    const hash = originalCreateHash(algorithm, options as never);
    const update = hash.update.bind(hash);
    hash.update = ((data: unknown, encoding?: unknown) => {
      note(work.hashed, data);
      return update(data as never, encoding as never);
    }) as typeof hash.update;
    return hash;
  }) as typeof crypto.createHash;
  Buffer.prototype.toString = function (this: Buffer, encoding?: BufferEncoding, start?: number, end?: number) {
    if (encoding === 'base64' && start === undefined && end === undefined) note(work.encoded, this);
    return originalToString.call(this, encoding, start, end);
  } as typeof Buffer.prototype.toString;
  syncBuiltinESMExports();
  try {
    return { result: await run(), work };
  } finally {
    crypto.createHash = originalCreateHash;
    Buffer.prototype.toString = originalToString;
    syncBuiltinESMExports();
  }
}
