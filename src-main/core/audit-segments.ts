// Where the audit log's lines are: the active file and the numbered segments rotation closed beside it, and reading
// a segment's lines oldest first (recovery, tests) or newest first (History's pages).
import { open, readdir, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** A line longer than this (only a log written before arguments were bounded has them) is skipped when paging. */
const MAX_LINE_BYTES = 4 * 1024 * 1024;
/** How much a backward read takes at a time (the writer's torn-line check reads the same way). */
const CHUNK_BYTES = 64 * 1024;
const SEGMENT_NAME = /^(\d{6,})\.jsonl$/;

export class AuditSegments {
  /** The active file's sequence number, once discovered (one past the newest rotated segment). */
  active: number | null = null;

  /** The active file. */
  readonly activePath: string;
  /** The folder of the rotated segments. */
  readonly dir: string;

  constructor(activePath: string, dir: string) {
    this.activePath = activePath;
    this.dir = dir;
  }

  /** The active file's sequence number, discovered from the rotated segments on first use. */
  async discover(): Promise<number> {
    if (this.active === null) this.active = ((await this.rotated()).at(-1) ?? 0) + 1;
    return this.active;
  }

  /** The rotated segments' sequence numbers, oldest first. */
  async rotated(): Promise<number[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return [];
    }
    return names
      .map((n) => SEGMENT_NAME.exec(n)?.[1])
      .filter((s): s is string => s !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
  }

  /** Every segment's sequence number, oldest first, the active file last. */
  async all(): Promise<number[]> {
    const active = await this.discover();
    return [...(await this.rotated()), active];
  }

  rotatedPath(seq: number): string {
    return join(this.dir, `${String(seq).padStart(6, '0')}.jsonl`);
  }

  pathOf(seq: number): string {
    return seq === this.active ? this.activePath : this.rotatedPath(seq);
  }
}

/** The non-blank lines of `path`, oldest first, with their 1-based numbers; none for a file not there. */
export async function* linesForward(path: string): AsyncGenerator<{ line: string; number: number }> {
  let stream;
  try {
    const handle = await open(path, 'r');
    stream = handle.createReadStream({ encoding: 'utf8' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  let number = 0;
  for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
    number++;
    if (line.trim() !== '') yield { line, number };
  }
}

/** Lines of `path` that end before `before`, newest first; a line over MAX_LINE_BYTES comes back as null. */
export async function* linesBackward(path: string, before: number): AsyncGenerator<{ line: string | null; start: number; end: number }> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  try {
    const size = (await handle.stat()).size;
    let position = Math.min(before, size);
    // Only whole lines: skip back over an unterminated tail.
    let tail: Buffer[] = [];
    let tailBytes = 0;
    let lineEnd = position;
    let oversized = false;
    let first = true;
    while (position > 0) {
      const start = Math.max(0, position - CHUNK_BYTES);
      const chunk = Buffer.alloc(position - start);
      await handle.read(chunk, 0, chunk.length, start);
      let cut = chunk.length;
      for (let i = chunk.length - 1; i >= 0; i--) {
        if (chunk[i] !== 0x0a) continue;
        const piece = chunk.subarray(i + 1, cut);
        if (first) {
          // Bytes after the last newline belong to a line not yet complete (or a torn one): not ours to show.
          first = false;
        } else {
          const lineStart = start + i + 1;
          if (!oversized && tailBytes + piece.length <= MAX_LINE_BYTES) {
            const text = Buffer.concat([piece, ...tail]).toString('utf8');
            if (text.trim() !== '') yield { line: text, start: lineStart, end: lineEnd };
          } else {
            yield { line: null, start: lineStart, end: lineEnd };
          }
        }
        tail = [];
        tailBytes = 0;
        oversized = false;
        lineEnd = start + i + 1;
        cut = i;
      }
      const rest = chunk.subarray(0, cut);
      if (first) {
        // Still inside the unterminated tail.
      } else if (!oversized && tailBytes + rest.length <= MAX_LINE_BYTES) {
        tail.unshift(Buffer.from(rest));
        tailBytes += rest.length;
      } else {
        oversized = true;
        tail = [];
      }
      position = start;
    }
    if (!first && (tailBytes > 0 || oversized)) {
      if (oversized) yield { line: null, start: 0, end: lineEnd };
      else {
        const text = Buffer.concat(tail).toString('utf8');
        if (text.trim() !== '') yield { line: text, start: 0, end: lineEnd };
      }
    }
  } finally {
    await handle.close();
  }
}

/** The size up to and including the last newline: where the file's whole lines end. */
export async function wholeLineSize(handle: FileHandle, size: number): Promise<number> {
  let end = size;
  while (end > 0) {
    const start = Math.max(0, end - CHUNK_BYTES);
    const buffer = Buffer.alloc(end - start);
    await handle.read(buffer, 0, buffer.length, start);
    const newline = buffer.lastIndexOf(0x0a);
    if (newline !== -1) return start + newline + 1;
    end = start;
  }
  return 0;
}
