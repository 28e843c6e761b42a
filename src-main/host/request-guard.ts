// DNS-rebinding and cross-site protection for everything the host serves: the Host header must name this
// loopback server and a present Origin must be this server's own origin. A missing Origin is fine (agents and
// command-line clients send none; browsers always send one on cross-origin and POST requests).

export interface GuardVerdict {
  status: 403;
  reason: string;
}

export function loopbackHosts(port: number): Set<string> {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]);
}

export function checkHostAndOrigin(headers: { host?: string | undefined; origin?: string | undefined }, port: number): GuardVerdict | null {
  const allowed = loopbackHosts(port);
  const host = headers.host?.toLowerCase();
  if (!host || !allowed.has(host)) return { status: 403, reason: `Host ${host ?? '(missing)'} is not this Interlock server` };
  const origin = headers.origin;
  if (origin !== undefined && origin !== '') {
    let originHost: string;
    try {
      const url = new URL(origin);
      originHost = url.protocol === 'http:' ? url.host.toLowerCase() : '';
    } catch {
      originHost = '';
    }
    if (!allowed.has(originHost)) return { status: 403, reason: `Origin ${origin.slice(0, 100)} may not use this Interlock server` };
  }
  return null;
}
