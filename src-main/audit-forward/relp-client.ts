// A RELP client (the Reliable Event Logging Protocol of rsyslog's imrelp; librelp's doc/relp.md): unlike plain syslog
// over TCP, the collector answers every record. The session opens with `open` (offers `relp_version=0`,
// `relp_software`, `commands=syslog`) and must be answered `200` with `commands` holding `syslog`; each record is then
// a `syslog` command, confirmed only by its own `rsp 200`. Up to WINDOW records are on the wire unanswered; answers
// come in the order sent (the spec requires it, and one out of order ends the session). A connection that ends any
// way but our `close` leaves the unanswered records unconfirmed: the caller sends them again on the next one.
// Plain TCP only: RELP over TLS is not offered.
import { connect, type Socket } from 'node:net';
import { encodeRelpFrame, nextTxnr, parseOffers, parseRelpResponse, RelpFrameReader, RelpProtocolError, type RelpFrame, type RelpResponse } from './relp-frame.ts';

/** Records on the wire without an answer, at most (librelp's own default window). */
export const RELP_WINDOW = 128;
const CONNECT_TIMEOUT_MS = 5000;
/** How long the collector may leave the oldest record (or the `open`) unanswered before the session counts as stalled. */
const ANSWER_TIMEOUT_MS = 30_000;
const OFFERS = 'relp_version=0\nrelp_software=interlock\ncommands=syslog';

/** The collector answered a record with an error (`500 ...`): shown in Diagnostics, the record is not confirmed. */
export class RelpRefusal extends Error {
  readonly code: number;
  constructor(code: number, text: string) {
    super(`the collector answered ${code}${text ? ` ${text}` : ''}`);
    this.code = code;
  }
}

export interface RelpConnection {
  /** Resolves when another record may be sent without passing the window (or the session ended). */
  room(): Promise<void>;
  /** Sends one record; resolves on the collector's `200`, rejects on any other answer (RelpRefusal) or the session's end. */
  syslog(message: string): Promise<void>;
  /** Set once the session ended (collector closed, reset, protocol error, no answer in time), and why. */
  readonly ended: { reason: string } | null;
  /** Records sent and not answered yet. */
  readonly unanswered: number;
  /** Sends `close` and waits for its answer (which follows every earlier one) up to `timeoutMs`; then closes. */
  finish(timeoutMs: number): Promise<boolean>;
  close(): void;
}

interface Waiting {
  txnr: number;
  command: string;
  settle: (outcome: Error | RelpResponse) => void;
}

export function connectRelp(host: string, port: number): Promise<RelpConnection> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ host, port });
    socket.setNoDelay(true);
    const reader = new RelpFrameReader();
    const waiting: Waiting[] = [];
    const roomWaiters: Array<() => void> = [];
    let ended: { reason: string } | null = null;
    let txnr = 1;
    let answerTimer: NodeJS.Timeout | undefined;
    let opened = false;

    const wakeRoom = () => {
      for (const wake of roomWaiters.splice(0)) wake();
    };
    const armAnswerTimer = () => {
      clearTimeout(answerTimer);
      answerTimer = waiting.length > 0 ? setTimeout(() => end(`the collector answered nothing in ${ANSWER_TIMEOUT_MS / 1000} s`), ANSWER_TIMEOUT_MS) : undefined;
    };
    const end = (reason: string) => {
      if (ended) return;
      ended = { reason };
      clearTimeout(answerTimer);
      clearTimeout(connectTimer);
      socket.destroy();
      const error = new Error(reason);
      for (const entry of waiting.splice(0)) entry.settle(error);
      wakeRoom();
      if (!opened) reject(error);
    };
    /** Sends a command; resolves with its answer (whatever the code), rejects when the session ends first. */
    const command = (name: string, data: string): Promise<RelpResponse> =>
      new Promise<RelpResponse>((settle, fail) => {
        if (ended) return fail(new Error(ended.reason));
        const sent = txnr;
        txnr = nextTxnr(txnr);
        waiting.push({ txnr: sent, command: name, settle: (outcome) => (outcome instanceof Error ? fail(outcome) : settle(outcome)) });
        if (waiting.length === 1) armAnswerTimer();
        socket.write(encodeRelpFrame(sent, name, data));
      });
    const answer = (frame: RelpFrame) => {
      if (frame.command === 'serverclose' && frame.txnr === 0) return end('the collector closed the session (serverclose)');
      if (frame.command !== 'rsp') throw new RelpProtocolError(`the collector sent a ${frame.command} command`);
      const oldest = waiting[0];
      if (!oldest || oldest.txnr !== frame.txnr) throw new RelpProtocolError(`an answer to ${frame.txnr} where ${oldest ? `${oldest.txnr} was next` : 'none was awaited'}`);
      // librelp answers `close` with an empty rsp (`3 rsp 0`): nothing to refuse there.
      const response = oldest.command === 'close' && frame.data.length === 0 ? { code: 200, text: '', data: '' } : parseRelpResponse(frame);
      waiting.shift();
      armAnswerTimer();
      oldest.settle(response);
      if (waiting.length < RELP_WINDOW) wakeRoom();
    };

    const connectTimer = setTimeout(() => end(`no connection within ${CONNECT_TIMEOUT_MS / 1000} s`), CONNECT_TIMEOUT_MS);
    socket.on('data', (chunk: Buffer) => {
      try {
        for (const frame of reader.push(chunk)) {
          answer(frame);
          if (ended) return;
        }
      } catch (err) {
        end(err instanceof RelpProtocolError ? `RELP protocol error: ${err.message}` : (err as Error).message);
      }
    });
    socket.on('error', (err) => end(err.message));
    socket.on('end', () => end('the collector closed the connection'));
    socket.on('close', () => end('the connection closed'));
    socket.once('connect', () => {
      clearTimeout(connectTimer);
      // The open's answer carries the offers the collector accepts: only a 200 with `syslog` among its commands opens.
      command('open', OFFERS).then(
        (response) => {
          if (response.code !== 200) return end(`the collector refused the session: ${new RelpRefusal(response.code, response.text).message}`);
          const accepted = parseOffers(response.data);
          if (!accepted.has('relp_version')) return end('the collector did not accept a RELP version');
          if (!(accepted.get('commands') ?? []).includes('syslog')) return end('the collector does not take syslog records over RELP (no "syslog" among its commands)');
          opened = true;
          resolve(connection);
        },
        () => undefined,
      );
    });

    const connection: RelpConnection = {
      room: () => (ended || waiting.length < RELP_WINDOW ? Promise.resolve() : new Promise<void>((wake) => roomWaiters.push(wake))),
      syslog: async (message) => {
        // What the collector sent is read before each write. A collector that stops closes with our later frames
        // unread, and its kernel resets the connection; a write that meets the reset makes Node drop the socket at
        // once, with the answers it still held unread: records answered, written, and sent again as unanswered.
        await new Promise((resume) => setImmediate(resume));
        const response = await command('syslog', message);
        if (response.code !== 200) throw new RelpRefusal(response.code, response.text);
      },
      get ended() {
        return ended;
      },
      get unanswered() {
        return waiting.length;
      },
      finish: async (timeoutMs) => {
        if (ended) return false;
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<boolean>((settle) => (timer = setTimeout(() => settle(false), timeoutMs)));
        const closed = command('close', '').then(
          (response) => response.code === 200,
          () => false,
        );
        const clean = await Promise.race([closed, late]);
        clearTimeout(timer);
        end('closed by Interlock');
        return clean;
      },
      close: () => end('closed by Interlock'),
    };
  });
}
