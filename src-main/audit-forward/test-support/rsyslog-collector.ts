// A real syslog collector for the forwarding tests: Debian's rsyslogd in the foreground with a TCP and a UDP input on
// loopback ports of its own, and a RELP input (imrelp, Debian's rsyslog-relp) on a third when that is installed, writing
// every message it receives, as received, to one file. `npm test` installs rsyslog and rsyslog-relp
// (scripts/provide-chromium.ts) the way it installs Chromium; the tests start and stop it.
//
// Its main queue is Direct: a message is written to the file before its input takes the next, so imrelp's `200` for a
// record means the record is in the file (with rsyslog's default in-memory queue a `200` means queued, and a record
// still queued when rsyslogd stops after its shutdown timeout is lost; docs/audit-forwarding.md).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const RSYSLOGD = process.env.INTERLOCK_RSYSLOGD ?? '/usr/sbin/rsyslogd';
/** Where Debian's rsyslog-relp puts the RELP input module (`dpkg -L rsyslog-relp`). */
export const IMRELP = process.env.INTERLOCK_IMRELP ?? '/usr/lib/x86_64-linux-gnu/rsyslog/imrelp.so';

export function rsyslogMissing(): string | null {
  if (process.platform === 'win32') return 'rsyslogd is a Linux program (the Windows lane has no collector to send to)';
  return existsSync(RSYSLOGD) ? null : `rsyslogd is not installed at ${RSYSLOGD} (npm test installs Debian's rsyslog when run as root)`;
}

export function imrelpMissing(): string | null {
  return rsyslogMissing() ?? (existsSync(IMRELP) ? null : `rsyslog's RELP input is not installed at ${IMRELP} (npm test installs Debian's rsyslog-relp when run as root)`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Collector {
  tcpPort: number;
  udpPort: number;
  /** The RELP input's port; null when rsyslog-relp is not installed. */
  relpPort: number | null;
  /** Every message received so far, one a line (the raw message, without the TCP frame's length). */
  received(): Promise<string[]>;
  start(): Promise<void>;
  /** Suspends rsyslogd (SIGSTOP): connections stay open, what is sent waits in its socket buffers unread. */
  freeze(): void;
  /** SIGTERM (then SIGCONT, so a frozen rsyslogd gets it) and waits for it to exit. */
  stop(): Promise<void>;
  remove(): Promise<void>;
}

export async function startCollector(): Promise<Collector> {
  const dir = await mkdtemp(join(tmpdir(), 'interlock-rsyslog-'));
  const tcpPort = await freePort();
  const udpPort = await freePort();
  const relpPort = imrelpMissing() === null ? await freePort() : null;
  const out = join(dir, 'received.log');
  const config = join(dir, 'rsyslog.conf');
  await writeFile(
    config,
    [
      `global(workDirectory="${dir}" maxMessageSize="64k")`,
      'main_queue(queue.type="Direct")',
      'module(load="imtcp")',
      'module(load="imudp")',
      `input(type="imtcp" address="127.0.0.1" port="${tcpPort}")`,
      `input(type="imudp" address="127.0.0.1" port="${udpPort}")`,
      ...(relpPort === null ? [] : [`module(load="${IMRELP}")`, `input(type="imrelp" address="127.0.0.1" port="${relpPort}")`]),
      'template(name="raw" type="string" string="%rawmsg%\\n")',
      `*.* action(type="omfile" file="${out}" template="raw" flushOnTXEnd="on" asyncWriting="off")`,
      '',
    ].join('\n'),
  );
  let child: ChildProcess | null = null;
  let stderr = '';
  const collector: Collector = {
    tcpPort,
    udpPort,
    relpPort,
    received: async () => (existsSync(out) ? (await readFile(out, 'utf8')).split('\n').filter((line) => line !== '') : []),
    start: async () => {
      stderr = '';
      child = spawn(RSYSLOGD, ['-n', '-f', config, '-i', join(dir, 'rsyslogd.pid')], { stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<never>((_, reject) => child!.once('exit', (code, signal) => reject(new Error(`rsyslogd exited (${code ?? signal}) before listening:\n${stderr}`))));
      // Listening once a TCP connection is accepted on every stream input.
      const until = Date.now() + 20_000;
      for (;;) {
        const listening = await Promise.race([Promise.all([tcpPort, ...(relpPort === null ? [] : [relpPort])].map(canConnect)), exited]);
        if (listening.every(Boolean)) return;
        if (Date.now() > until) throw new Error(`rsyslogd did not listen on ${tcpPort} within 20 s:\n${stderr}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    freeze: () => {
      if (!child || child.exitCode !== null) throw new Error('rsyslogd is not running');
      child.kill('SIGSTOP');
    },
    stop: async () => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const gone = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      running.kill('SIGCONT');
      await gone;
    },
    remove: async () => {
      await collector.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
  await collector.start();
  return collector;
}

async function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
