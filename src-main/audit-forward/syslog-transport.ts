// How messages reach the collector: TCP (RFC 6587 octet counting, `LEN SP MSG`), TLS over TCP (RFC 5425, the same
// framing; the collector's certificate checked against the CA the person gives, or the system's), or UDP (RFC 5426,
// one message per datagram). Plain syslog has no acknowledgement. The one sign a stream collector gives that it read
// what was sent is its orderly close after ours (`finish`): it read up to our end of stream, then closed; a collector
// that closes with data unread resets the connection instead. A connection the collector ended on its own proves
// nothing: a record written just after its close is lost, though the close itself looks clean.
import { createSocket, type Socket as DgramSocket } from 'node:dgram';
import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

/** `relp` is the acknowledged transport of relp-client.ts; the others are this file's. */
export type SyslogProtocol = 'tcp' | 'tls' | 'udp' | 'relp';

export interface CollectorAddress {
  protocol: SyslogProtocol;
  host: string;
  port: number;
  /** PEM text of the CA that signs the collector's certificate (TLS); the system's CAs when absent. */
  ca?: string;
}

export interface SyslogConnection {
  /** Sends one message; rejects when the connection has ended (or ends while sending). */
  send(message: string): Promise<void>;
  /** Set once the connection ended (by the collector, or failed), and why. */
  readonly ended: { failed: boolean; at: number; reason: string } | null;
  /**
   * Ends the stream and waits for the collector's orderly close: true when it closed cleanly after reading everything
   * sent (UDP, which has no delivery check, always true), false when it had ended already, reset the connection or
   * did not close within `timeoutMs`.
   */
  finish(timeoutMs: number): Promise<boolean>;
  close(): void;
}

const CONNECT_TIMEOUT_MS = 5000;

export function describeCollector(address: CollectorAddress): string {
  return `${address.protocol}://${address.host.includes(':') ? `[${address.host}]` : address.host}:${address.port}`;
}

export async function connectCollector(address: CollectorAddress): Promise<SyslogConnection> {
  if (address.protocol === 'relp') throw new Error('a RELP session is opened with connectRelp (relp-client.ts)');
  return address.protocol === 'udp' ? connectUdp(address) : connectStream(address);
}

function connectStream(address: CollectorAddress): Promise<SyslogConnection> {
  return new Promise((resolve, reject) => {
    const socket: Socket =
      address.protocol === 'tls'
        ? tlsConnect({ host: address.host, port: address.port, servername: /^[\d.:]+$/.test(address.host) ? undefined : address.host, ...(address.ca ? { ca: address.ca } : {}) })
        : netConnect({ host: address.host, port: address.port });
    socket.setNoDelay(true);
    let ended: SyslogConnection['ended'] = null;
    const end = (failed: boolean, reason: string) => {
      ended ??= { failed, at: Date.now(), reason };
    };
    const timer = setTimeout(() => socket.destroy(new Error(`no connection within ${CONNECT_TIMEOUT_MS / 1000} s`)), CONNECT_TIMEOUT_MS);
    socket.once(address.protocol === 'tls' ? 'secureConnect' : 'connect', () => {
      clearTimeout(timer);
      socket.off('error', reject);
      let finishing = false;
      socket.on('error', (err) => end(true, err.message));
      socket.on('end', () => {
        if (!finishing) end(false, 'the collector closed the connection');
      });
      const closed = new Promise<boolean>((settle) =>
        socket.once('close', (hadError) => {
          if (!finishing) end(hadError, 'the connection closed');
          settle(!hadError);
        }),
      );
      // Nothing is expected from the collector; reading keeps its FIN or reset visible.
      socket.resume();
      resolve({
        get ended() {
          return ended;
        },
        send: (message) =>
          new Promise<void>((done, fail) => {
            if (ended || finishing) return fail(new Error(ended?.reason ?? 'the connection is closing'));
            socket.write(`${Buffer.byteLength(message)} ${message}`, (err) => (err ? fail(err) : done()));
          }),
        finish: async (timeoutMs) => {
          if (ended || finishing) return false;
          finishing = true;
          socket.end();
          let timer: NodeJS.Timeout | undefined;
          const late = new Promise<boolean>((settle) => (timer = setTimeout(() => settle(false), timeoutMs)));
          const clean = await Promise.race([closed, late]);
          clearTimeout(timer);
          socket.destroy();
          return clean;
        },
        close: () => socket.destroy(),
      });
    });
    socket.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

function connectUdp(address: CollectorAddress): Promise<SyslogConnection> {
  return new Promise((resolve, reject) => {
    const socket: DgramSocket = createSocket(address.host.includes(':') ? 'udp6' : 'udp4');
    let ended: SyslogConnection['ended'] = null;
    let closed = false;
    const close = () => {
      if (!closed) socket.close();
      closed = true;
    };
    socket.once('error', reject);
    // Connected, so the kernel reports an ICMP "port unreachable" (nobody listening) back as an error.
    socket.connect(address.port, address.host, () => {
      socket.off('error', reject);
      socket.on('error', (err) => (ended ??= { failed: true, at: Date.now(), reason: err.message }));
      resolve({
        get ended() {
          return ended;
        },
        send: (message) =>
          new Promise<void>((done, fail) => {
            if (ended) return fail(new Error(ended.reason));
            socket.send(message, (err) => {
              if (err) {
                ended ??= { failed: true, at: Date.now(), reason: err.message };
                fail(err);
              } else done();
            });
          }),
        finish: async () => {
          const sent = !ended;
          close();
          return sent;
        },
        close,
      });
    });
  });
}
