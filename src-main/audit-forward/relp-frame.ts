// RELP frames (the Reliable Event Logging Protocol rsyslog's imrelp speaks; librelp's doc/relp.md):
// `TXNR SP COMMAND SP DATALEN [SP DATA] LF`, TXNR and DATALEN 1 to 9 digits, COMMAND 1 to 32 letters. The collector
// sends only `rsp` frames (the answer to a command of ours, same TXNR, data `CODE [SP TEXT] [LF CMDDATA]`) and the
// `serverclose` hint (TXNR 0). Parsing is strict and bounded: anything else, or a frame larger than a response needs,
// is a protocol error and ends the connection (the records not yet answered are sent again on the next one).

/** The largest DATA a collector's frame may carry: a response is a code, a line of text and, for `open`, its offers. */
export const MAX_RESPONSE_DATA = 16 * 1024;
/** TXNR counts from 1 and wraps after 999,999,999 back to 1 (0 is the hints'). */
export const MAX_TXNR = 999_999_999;

export class RelpProtocolError extends Error {}

export interface RelpFrame {
  txnr: number;
  command: string;
  data: Buffer;
}

export function encodeRelpFrame(txnr: number, command: string, data: string): Buffer {
  const body = Buffer.from(data, 'utf8');
  const header = `${txnr} ${command} ${body.length}`;
  return body.length === 0 ? Buffer.from(`${header}\n`) : Buffer.concat([Buffer.from(`${header} `), body, Buffer.from('\n')]);
}

export function nextTxnr(txnr: number): number {
  return txnr >= MAX_TXNR ? 1 : txnr + 1;
}

/** Cuts the collector's byte stream into frames, across any split; throws RelpProtocolError on a malformed one. */
export class RelpFrameReader {
  #pending: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): RelpFrame[] {
    this.#pending = this.#pending.length === 0 ? chunk : Buffer.concat([this.#pending, chunk]);
    const frames: RelpFrame[] = [];
    for (;;) {
      const frame = this.#next();
      if (!frame) break;
      frames.push(frame);
    }
    return frames;
  }

  /** One frame off the front of what was read, or null while it is incomplete. */
  #next(): RelpFrame | null {
    const buf = this.#pending;
    // The header is at most 9 + 1 + 32 + 1 + 9 characters, then SP or LF.
    const headerEnd = findHeaderEnd(buf);
    if (headerEnd < 0) {
      if (headerEnd === -2 || buf.length > 52) throw new RelpProtocolError(`not a RELP frame: ${printable(buf.subarray(0, 60))}`);
      return null;
    }
    const header = /^(\d{1,9}) ([A-Za-z]{1,32}) (\d{1,9})$/.exec(buf.subarray(0, headerEnd).toString('latin1'));
    if (!header) throw new RelpProtocolError(`not a RELP frame header: ${printable(buf.subarray(0, headerEnd))}`);
    const txnr = Number(header[1]);
    const command = header[2]!;
    const length = Number(header[3]);
    if (length > MAX_RESPONSE_DATA) throw new RelpProtocolError(`a ${command} frame of ${length} bytes (at most ${MAX_RESPONSE_DATA} expected)`);
    const separator = buf[headerEnd];
    let end: number;
    let data: Buffer;
    if (length === 0) {
      // librelp writes an empty frame as `0 serverclose 0\n`; `... 0 \n` is also read as empty.
      if (separator === 0x0a) {
        end = headerEnd;
        data = Buffer.alloc(0);
      } else {
        if (buf.length < headerEnd + 2) return null;
        if (buf[headerEnd + 1] !== 0x0a) throw new RelpProtocolError(`a ${command} frame of 0 bytes has data`);
        end = headerEnd + 1;
        data = Buffer.alloc(0);
      }
    } else {
      if (separator !== 0x20) throw new RelpProtocolError(`a ${command} frame of ${length} bytes has no data`);
      end = headerEnd + 1 + length;
      if (buf.length < end + 1) return null;
      data = Buffer.from(buf.subarray(headerEnd + 1, end));
    }
    if (buf[end] !== 0x0a) throw new RelpProtocolError(`a ${command} frame does not end where its length says (${length} bytes)`);
    this.#pending = buf.subarray(end + 1);
    return { txnr, command, data };
  }
}

/** Where the header ends: the third field's end (the SP before DATA, or the trailer LF), or -1 when not yet read. */
function findHeaderEnd(buf: Buffer): number {
  let spaces = 0;
  for (let i = 0; i < Math.min(buf.length, 53); i++) {
    const byte = buf[i];
    if (byte === 0x0a) return spaces === 2 ? i : -2;
    if (byte === 0x20 && ++spaces === 3) return i;
  }
  return -1;
}

function printable(bytes: Buffer): string {
  return JSON.stringify(bytes.toString('latin1').slice(0, 60));
}

export interface RelpResponse {
  /** 200 is OK; everything else an error. */
  code: number;
  /** The human-readable text after the code. */
  text: string;
  /** What follows the first line (the offers of an `open`'s response). */
  data: string;
}

export function parseRelpResponse(frame: RelpFrame): RelpResponse {
  const text = frame.data.toString('utf8');
  const match = /^(\d{3})(?: ([^\n]*))?(?:\n([\s\S]*))?$/.exec(text);
  if (!match) throw new RelpProtocolError(`a response without a status code: ${JSON.stringify(text.slice(0, 80))}`);
  return { code: Number(match[1]), text: (match[2] ?? '').slice(0, 200), data: match[3] ?? '' };
}

/** The offers of an `open` response, one `name[=value,value]` a line. */
export function parseOffers(data: string): Map<string, string[]> {
  const offers = new Map<string, string[]>();
  for (const line of data.split('\n')) {
    if (line === '') continue;
    const eq = line.indexOf('=');
    const name = eq < 0 ? line : line.slice(0, eq);
    offers.set(name, eq < 0 ? [] : line.slice(eq + 1).split(','));
  }
  return offers;
}
