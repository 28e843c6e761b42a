// RELP framing: frames read across any split, strict and bounded headers, responses and offers; and the client
// against a scripted collector: a `500` refuses the record it answers (the others are confirmed), `serverclose` and
// a malformed frame end the session with the unanswered records unconfirmed, answers out of order are not taken.
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { connectRelp, RelpRefusal } from './relp-client.ts';
import { encodeRelpFrame, MAX_RESPONSE_DATA, nextTxnr, parseOffers, parseRelpResponse, RelpFrameReader, RelpProtocolError } from './relp-frame.ts';

describe('RELP frames', () => {
  it('encodes `TXNR SP COMMAND SP DATALEN [SP DATA] LF`, DATALEN in bytes', () => {
    expect(encodeRelpFrame(2, 'syslog', 'grüß').toString('utf8')).toBe('2 syslog 6 grüß\n');
    expect(encodeRelpFrame(7, 'close', '').toString()).toBe('7 close 0\n');
    expect(nextTxnr(1)).toBe(2);
    expect(nextTxnr(999_999_999)).toBe(1);
  });

  it('reads frames however the stream splits them, data holding spaces and line feeds', () => {
    const stream = Buffer.from('1 rsp 30 200 OK\nrelp_version=0\ncommands=syslog\n2 rsp 6 200 OK\n3 rsp 0\n0 serverclose 0\n'.replace('30', String('200 OK\nrelp_version=0\ncommands=syslog'.length)));
    for (const size of [1, 2, 3, 7, 16, stream.length]) {
      const reader = new RelpFrameReader();
      const frames = [];
      for (let at = 0; at < stream.length; at += size) frames.push(...reader.push(stream.subarray(at, at + size)));
      expect(frames.map((f) => [f.txnr, f.command, f.data.toString()])).toEqual([
        [1, 'rsp', '200 OK\nrelp_version=0\ncommands=syslog'],
        [2, 'rsp', '200 OK'],
        [3, 'rsp', ''],
        [0, 'serverclose', ''],
      ]);
    }
  });

  it('refuses a malformed or oversized frame', () => {
    const bad = (text: string) => () => new RelpFrameReader().push(Buffer.from(text));
    expect(bad('1 rsp 3 200 OK\n')).toThrow(/does not end where its length says/);
    expect(bad('1 rsp 9 200 OK\n')).not.toThrow(); // incomplete yet: waits for more
    expect(bad('x rsp 6 200 OK\n')).toThrow(RelpProtocolError);
    expect(bad('1 rsp -6 200 OK\n')).toThrow(/header/);
    expect(bad('1234567890 rsp 6 200 OK\n')).toThrow(/header/);
    expect(bad(`1 rsp ${MAX_RESPONSE_DATA + 1} `)).toThrow(/at most/);
    expect(bad('1 rsp\n')).toThrow(RelpProtocolError);
    expect(bad('1 rsp 0 x\n')).toThrow(/0 bytes has data/);
    expect(bad(`1 ${'r'.repeat(33)} 0\n`)).toThrow(RelpProtocolError);
    expect(bad('9'.repeat(60))).toThrow(/not a RELP frame/);
  });

  it('parses responses and offers', () => {
    const frame = (data: string) => ({ txnr: 1, command: 'rsp', data: Buffer.from(data) });
    expect(parseRelpResponse(frame('200 OK'))).toEqual({ code: 200, text: 'OK', data: '' });
    expect(parseRelpResponse(frame('500 command disabled'))).toEqual({ code: 500, text: 'command disabled', data: '' });
    expect(parseRelpResponse(frame('200 OK\nrelp_version=0\ncommands=syslog,eventlog'))).toMatchObject({ code: 200, data: 'relp_version=0\ncommands=syslog,eventlog' });
    expect(() => parseRelpResponse(frame('OK'))).toThrow(RelpProtocolError);
    expect(() => parseRelpResponse(frame(''))).toThrow(RelpProtocolError);
    expect(parseOffers('relp_version=0\nrelp_software=librelp,1.11.0,http://librelp.adiscon.com\ncommands=syslog\n')).toEqual(
      new Map([
        ['relp_version', ['0']],
        ['relp_software', ['librelp', '1.11.0', 'http://librelp.adiscon.com']],
        ['commands', ['syslog']],
      ]),
    );
  });
});

/** A scripted collector: answers `open` with its offers, then each `syslog` frame as `reply` says. */
let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

async function collector(reply: (socket: Socket, txnr: number, command: string, data: string) => void, offers = 'relp_version=0\ncommands=syslog'): Promise<number> {
  server = createServer((socket) => {
    const reader = new RelpFrameReader();
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      for (const frame of reader.push(chunk)) {
        if (frame.command === 'open') socket.write(encodeRelpFrame(frame.txnr, 'rsp', `200 OK\n${offers}`));
        else reply(socket, frame.txnr, frame.command, frame.data.toString());
      }
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

const outcome = (p: Promise<void>) =>
  p.then(
    () => 'ok',
    (err: Error) => (err instanceof RelpRefusal ? `refused: ${err.message}` : `lost: ${err.message}`),
  );

describe('the RELP client', () => {
  it('confirms each record on its own 200 and refuses the one answered 500', async () => {
    const port = await collector((socket, txnr, command, data) => {
      if (command === 'close') socket.write(encodeRelpFrame(txnr, 'rsp', ''));
      else socket.write(encodeRelpFrame(txnr, 'rsp', data === 'bad' ? '500 message rejected' : '200 OK'));
    });
    const relp = await connectRelp('127.0.0.1', port);
    const results = await Promise.all(['a', 'bad', 'c'].map((m) => outcome(relp.syslog(m))));
    expect(results).toEqual(['ok', 'refused: the collector answered 500 message rejected', 'ok']);
    expect(await relp.finish(5000)).toBe(true);
  });

  it('ends the session on serverclose: what was not answered is not confirmed', async () => {
    const port = await collector((socket, txnr) => {
      if (txnr === 2) socket.write(encodeRelpFrame(txnr, 'rsp', '200 OK'));
      else socket.end('0 serverclose 0\n');
    });
    const relp = await connectRelp('127.0.0.1', port);
    const results = await Promise.all(['a', 'b', 'c'].map((m) => outcome(relp.syslog(m))));
    expect(results).toEqual(['ok', 'lost: the collector closed the session (serverclose)', 'lost: the collector closed the session (serverclose)']);
    expect(relp.ended?.reason).toMatch(/serverclose/);
    await expect(relp.syslog('d')).rejects.toThrow(/serverclose/);
  });

  it('ends the session on a frame of a wrong length or an answer out of order', async () => {
    for (const [answer, reason] of [
      [(txnr: number) => `${txnr} rsp 3 200 OK\n`, /RELP protocol error: a rsp frame does not end where its length says/],
      [(txnr: number) => encodeRelpFrame(txnr + 1, 'rsp', '200 OK'), /RELP protocol error: an answer to 3 where 2 was next/],
    ] as const) {
      const port = await collector((socket, txnr) => socket.write(answer(txnr)));
      const relp = await connectRelp('127.0.0.1', port);
      expect(await outcome(relp.syslog('a'))).toMatch(/^lost: RELP protocol error/);
      expect(relp.ended?.reason).toMatch(reason);
      await new Promise((resolve) => server!.close(resolve));
      server = undefined;
    }
  });

  it('opens only with a collector that takes syslog records', async () => {
    const port = await collector(() => undefined, 'relp_version=0\ncommands=eventlog');
    await expect(connectRelp('127.0.0.1', port)).rejects.toThrow(/does not take syslog records over RELP/);
  });

  it('holds records back when the window is full, until answers come', async () => {
    const held: Array<() => void> = [];
    const port = await collector((socket, txnr) => held.push(() => socket.write(encodeRelpFrame(txnr, 'rsp', '200 OK'))));
    const relp = await connectRelp('127.0.0.1', port);
    const sent: Array<Promise<void>> = [];
    for (let i = 0; i < 128; i++) sent.push(relp.syslog(`m${i}`));
    await expect.poll(() => held.length).toBe(128);
    expect(relp.unanswered).toBe(128);
    let roomy = false;
    const room = relp.room().then(() => (roomy = true));
    await new Promise((resume) => setTimeout(resume, 100));
    expect(roomy).toBe(false);
    held.shift()!();
    await room;
    expect(relp.unanswered).toBe(127);
    for (const answer of held.splice(0)) answer();
    await Promise.all(sent);
    relp.close();
  });
});
