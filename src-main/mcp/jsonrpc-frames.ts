// MCP's stdio framing (one JSON-RPC message per line) split on Buffers, for the `interlock mcp` relay: it copies
// frames and never parses them. What it must know of a frame (is it a request, a response or a notification, and
// its id) is read from the frame's two ends: the SDKs write `{"method":…,"jsonrpc":"2.0","id":…}` and
// `{"result":…,"jsonrpc":"2.0","id":…}`, so the id is the last member; other writers' shapes are scanned from the
// start for the top-level members. No frame is decoded whole.

/** The largest message the relay passes on: the SDK's own stdio limit (its read buffer refuses more). */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
/** How much of a frame's start is kept to describe it (where a writer that puts `id` first has put it). */
const HEAD_BYTES = 64 * 1024;
/** How much of a frame's end is kept: enough for any id worth the shortcut. */
const TAIL_BYTES = 512;
const NEWLINE = 0x0a;

export type JsonRpcId = string | number;

/** What a frame is, as far as the relay cares. */
export type FrameKind =
  | { kind: 'request'; id: JsonRpcId }
  | { kind: 'response'; id: JsonRpcId }
  | { kind: 'notification' }
  /** Not a JSON-RPC message whose kind could be told (the other side answers it, or ignores it). */
  | { kind: 'unknown' };

/** The parts of one frame the relay looks at: its first and last bytes (the newline excluded) and its length. */
export interface FrameView {
  head: Buffer;
  tail: Buffer;
  length: number;
}

const METHOD_FIRST = Buffer.from('{"method":');
const RESULT_FIRST = Buffer.from('{"result":');
/**
 * The member the SDK writes second to last. Its last occurrence in a frame is the top-level one: inside a JSON
 * string its quotes would be escaped, and what follows it (the id) holds no unescaped quote either.
 */
const JSONRPC_MEMBER = Buffer.from(',"jsonrpc":"2.0"');
/** What may follow it: `,"id":<integer or string>}` (or no id), ending the top-level object. */
const SDK_ID_END = /^(?:,"id":(-?\d+|"(?:[^"\\]|\\.)*"))?\}\s*$/;

/** Tells what a frame is from its ends; see the file's head comment. */
export function describeFrame(frame: FrameView): FrameKind {
  const startsWith = (prefix: Buffer) => frame.head.length >= prefix.length && frame.head.compare(prefix, 0, prefix.length, 0, prefix.length) === 0;
  const methodFirst = startsWith(METHOD_FIRST);
  if (methodFirst || startsWith(RESULT_FIRST)) {
    // A native search from the end, then a match over the few bytes after it (this runs for every frame).
    const at = frame.tail.lastIndexOf(JSONRPC_MEMBER);
    const match = at < 0 ? null : SDK_ID_END.exec(frame.tail.toString('utf8', at + JSONRPC_MEMBER.length));
    if (match) {
      const raw = match[1];
      if (raw === undefined) return methodFirst ? { kind: 'notification' } : { kind: 'unknown' };
      const id = raw.startsWith('"') ? (JSON.parse(raw) as string) : Number(raw);
      return methodFirst ? { kind: 'request', id } : { kind: 'response', id };
    }
  }
  return describeFromStart(frame.head.toString('utf8'));
}

/**
 * Scans the top level of a JSON object's start for `id` and `method` (and whether it is a response), stopping at
 * the end of what is kept. A frame whose start is not an object, or whose id lies past the kept start, is unknown.
 */
export function describeFromStart(text: string): FrameKind {
  let i = skipSpace(text, 0);
  if (text[i] !== '{') return { kind: 'unknown' };
  i++;
  let id: JsonRpcId | null | undefined;
  let hasMethod = false;
  let isResponse = false;
  for (;;) {
    i = skipSpace(text, i);
    if (text[i] === '}') break;
    const key = readString(text, i);
    if (!key) return { kind: 'unknown' };
    i = skipSpace(text, key.end);
    if (text[i] !== ':') return { kind: 'unknown' };
    i = skipSpace(text, i + 1);
    const valueEnd = skipValue(text, i);
    if (valueEnd < 0) break; // the value runs past the kept start
    const value = text.slice(i, valueEnd);
    if (key.value === 'id') id = parseId(value);
    else if (key.value === 'method') hasMethod = true;
    else if (key.value === 'result' || key.value === 'error') isResponse = true;
    i = skipSpace(text, valueEnd);
    if (text[i] === ',') i++;
    else if (text[i] !== '}') {
      if (i < text.length) return { kind: 'unknown' };
      break;
    }
  }
  if (id === undefined) return hasMethod ? { kind: 'notification' } : { kind: 'unknown' };
  if (id === null) return { kind: 'unknown' };
  if (hasMethod) return { kind: 'request', id };
  return isResponse ? { kind: 'response', id } : { kind: 'unknown' };
}

function parseId(raw: string): JsonRpcId | null {
  if (/^-?\d+$/.test(raw)) return Number(raw);
  if (raw.startsWith('"')) {
    try {
      return JSON.parse(raw) as string;
    } catch {
      return null;
    }
  }
  return null;
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
  return i;
}

function readString(text: string, i: number): { value: string; end: number } | null {
  if (text[i] !== '"') return null;
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === '"') {
      try {
        return { value: JSON.parse(text.slice(i, j + 1)) as string, end: j + 1 };
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The end of the JSON value starting at `i`, or -1 when it does not end within `text`. */
function skipValue(text: string, i: number): number {
  if (text[i] === '"') return readString(text, i)?.end ?? -1;
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const c = text[j];
    if (c === '"') {
      const s = readString(text, j);
      if (!s) return -1;
      j = s.end - 1;
    } else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      if (depth === 0) return j;
      depth--;
      if (depth === 0) return j + 1;
    } else if (depth === 0 && (c === ',' || c === ' ' || c === '\n' || c === '\r' || c === '\t')) return j;
  }
  return -1;
}

export interface FrameSplitterOptions {
  /**
   * Hold each frame until its newline and hand over its bytes (the agent's side: a frame over the limit is then
   * never passed on). Without it the bytes flow on as they come and only the frame's ends are kept.
   */
  hold: boolean;
  /** A complete frame; `bytes` (with its newline) only when holding. */
  onFrame: (frame: FrameView, bytes: Buffer | null) => void;
  /** A frame over MAX_MESSAGE_BYTES when holding: its bytes were dropped, its ends kept. */
  onOversize?: (frame: FrameView) => void;
  maxBytes?: number;
}

/** Splits a byte stream into newline-delimited frames without decoding them. */
export class FrameSplitter {
  readonly #options: FrameSplitterOptions;
  readonly #max: number;
  /** The unfinished frame's pieces (holding) or its first bytes (streaming). */
  #parts: Buffer[] = [];
  #length = 0;
  #head: Buffer | null = null;
  #tail: Buffer = Buffer.alloc(0);
  #oversize = false;

  constructor(options: FrameSplitterOptions) {
    this.#options = options;
    this.#max = options.maxBytes ?? MAX_MESSAGE_BYTES;
  }

  push(chunk: Buffer): void {
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end >= 0; end = chunk.indexOf(NEWLINE, start)) {
      const piece = chunk.subarray(start, end);
      if (this.#length === 0 && this.#parts.length === 0) {
        // The common case: the whole frame is in this chunk.
        if (this.#options.hold && piece.length > this.#max) this.#overflow(piece);
        else this.#options.onFrame({ head: piece, tail: piece.length > TAIL_BYTES ? piece.subarray(piece.length - TAIL_BYTES) : piece, length: piece.length }, this.#options.hold ? chunk.subarray(start, end + 1) : null);
      } else {
        this.#add(piece);
        this.#finish();
      }
      start = end + 1;
    }
    if (start < chunk.length) this.#add(chunk.subarray(start));
  }

  #add(piece: Buffer): void {
    if (piece.length === 0) return;
    this.#length += piece.length;
    this.#tail = piece.length >= TAIL_BYTES ? piece.subarray(piece.length - TAIL_BYTES) : Buffer.concat([this.#tail, piece]).subarray(-TAIL_BYTES);
    if (this.#oversize) return;
    if (this.#options.hold && this.#length > this.#max) {
      this.#head = Buffer.concat([...this.#parts, piece]).subarray(0, HEAD_BYTES);
      this.#parts = [];
      this.#oversize = true;
      return;
    }
    if (this.#options.hold) this.#parts.push(piece);
    else if ((this.#head?.length ?? 0) < HEAD_BYTES) this.#head = Buffer.concat([this.#head ?? Buffer.alloc(0), piece.subarray(0, HEAD_BYTES)]).subarray(0, HEAD_BYTES);
  }

  #finish(): void {
    const length = this.#length;
    const tail = this.#tail;
    if (this.#oversize) {
      this.#options.onOversize?.({ head: this.#head!, tail, length });
    } else if (this.#options.hold) {
      const bytes = Buffer.concat([...this.#parts, Buffer.from([NEWLINE])]);
      const frame = bytes.subarray(0, bytes.length - 1);
      this.#options.onFrame({ head: frame.subarray(0, HEAD_BYTES), tail, length }, bytes);
    } else {
      this.#options.onFrame({ head: this.#head ?? Buffer.alloc(0), tail, length }, null);
    }
    this.#parts = [];
    this.#length = 0;
    this.#head = null;
    this.#tail = Buffer.alloc(0);
    this.#oversize = false;
  }

  /** Whether part of a frame has passed and its newline has not yet: a line written to the same stream now would land inside it. */
  get inFrame(): boolean {
    return this.#length > 0;
  }

  #overflow(piece: Buffer): void {
    this.#oversize = true;
    this.#head = piece.subarray(0, HEAD_BYTES);
    this.#length = piece.length;
    this.#tail = piece.subarray(piece.length - TAIL_BYTES);
    this.#finish();
  }
}
