// One control center per data directory, whichever starts first. When an agent's `interlock mcp` already started a
// headless control center, the tray app does not start a second one (it could not: the server record is taken) and
// does not stop the running one (that would drop agents' calls). It attaches: it becomes that control center's
// window, tray and notifications, as a UI client of its HTTP API.
//
// The person's rights come from a local step no agent can take through MCP: the tray app, running as the person,
// signs a login code with the UI key in the data directory (as `interlock open` does) and redeems it for a browser
// session. The agents' bearer token plays no part. Events arrive on the same stream a browser tab reads, and the
// same reducer the renderer uses keeps a local copy of the state for the tray and the notifications.
import { applyAppEvent, type AppEvent } from '../../src-shared/app-events.ts';
import type { AppSnapshot, AppState } from '../../src-shared/app-state.ts';
import type { InvokeChannel, InvokeResult } from '../../src-shared/contract.ts';
import { APP_USER_AGENT, loginLink, readLoginKey, SESSION_COOKIE, signLoginCode } from '../host/browser-access.ts';
import { isRecordedServerHealthy, readServerRecord } from '../instance/server-record.ts';

export interface AttachedControlCenter {
  /** The control center's base URL (http://127.0.0.1:port). */
  url: string;
  /** Its process, for the tray's status line. */
  pid: number;
  readonly store: { readonly state: AppState; subscribe(listener: (event: AppEvent) => void): () => void };
  /** Called after the event stream dropped and the state was read afresh (events in between were not seen). */
  onResync(listener: () => void): () => void;
  invoke(channel: string, request: unknown): Promise<InvokeResult<InvokeChannel>>;
  /** A fresh login link for a browser tab, signed like `interlock open`'s. */
  browserLoginUrl(): Promise<string>;
  /** Resolves when the control center goes away (its event stream ends and it no longer answers /health). */
  readonly lost: Promise<void>;
  /** Stops listening; the control center keeps running for its agents. */
  detach(): void;
}

export interface AttachOptions {
  fetch?: typeof fetch;
  /** How long to wait before reconnecting a dropped event stream (it also checks /health then). */
  reconnectDelayMs?: number;
}

/** Attaches to the control center running for `dataDir`, or returns null when none answers. */
export async function attachToRunningControlCenter(dataDir: string, options: AttachOptions = {}): Promise<AttachedControlCenter | null> {
  const record = await readServerRecord(dataDir);
  if (!record?.url || !(await isRecordedServerHealthy(record))) return null;
  const http = options.fetch ?? fetch;
  const url = record.url;
  const key = await readLoginKey(dataDir);
  if (!key) throw new Error(`The control center at ${url} has no UI login key in ${dataDir}; it cannot be attached to.`);

  const login = await http(loginLink(url, signLoginCode(key, Date.now())), { redirect: 'manual', headers: { 'user-agent': APP_USER_AGENT } });
  const cookie = sessionCookie(login.headers.getSetCookie());
  if (!cookie) throw new Error(`The control center at ${url} refused the app's login (HTTP ${login.status}).`);
  const headers = { cookie: `${SESSION_COOKIE}=${cookie}` };

  const invoke = async (channel: string, request: unknown): Promise<InvokeResult<InvokeChannel>> => {
    // Channel names are plain words with colons; anything else must not shape the URL.
    if (!/^[a-z:-]{1,64}$/.test(channel)) return { ok: false, error: `Unknown channel ${channel.slice(0, 80)}` };
    try {
      const response = await http(`${url}/api/invoke/${channel}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(request ?? {}),
      });
      if (!response.ok) return { ok: false, error: `The control center answered HTTP ${response.status}` };
      return (await response.json()) as InvokeResult<InvokeChannel>;
    } catch (err) {
      return { ok: false, error: `The control center did not answer: ${(err as Error).message}` };
    }
  };

  const controller = new AbortController();
  const openStream = async (): Promise<ReadableStream<Uint8Array>> => {
    const response = await http(`${url}/api/events`, { headers, signal: controller.signal });
    if (response.status === 401) throw new SignedOutError();
    if (!response.ok || !response.body) throw new Error(`The control center refused its event stream (HTTP ${response.status})`);
    return response.body;
  };
  const readSnapshot = async (): Promise<AppSnapshot> => {
    const result = await invoke('state:snapshot', {});
    if (!result.ok) throw new Error(`Could not read the control center's state: ${result.error}`);
    return result.value as AppSnapshot;
  };

  // The stream is opened before the snapshot is read: events in between wait in the stream and are applied after
  // it (those already in the snapshot are skipped by their seq), so none is lost.
  let stream: ReadableStream<Uint8Array> | null = await openStream();
  let snapshot: AppSnapshot;
  try {
    snapshot = await readSnapshot();
  } catch (err) {
    controller.abort();
    throw err;
  }
  let { state, seq } = snapshot;
  const listeners = new Set<(event: AppEvent) => void>();
  const resyncListeners = new Set<() => void>();
  let markLost: () => void = () => undefined;
  const lost = new Promise<void>((resolve) => (markLost = resolve));

  const apply = (event: AppEvent) => {
    if (event.seq <= seq) return; // already in the snapshot
    seq = event.seq;
    state = applyAppEvent(state, event);
    for (const listener of listeners) listener(event);
  };

  // The stream can drop (sleep, a busy host); a control center that still answers /health gets a new stream and a
  // fresh snapshot. One that does not answer is gone.
  const follow = async () => {
    while (!controller.signal.aborted) {
      try {
        if (!stream) {
          stream = await openStream();
          const next = await readSnapshot();
          if (next.seq !== seq) {
            state = next.state;
            seq = next.seq;
            for (const listener of resyncListeners) listener();
          }
        }
        await readEventStream(stream, apply);
      } catch (err) {
        // The person revoked this app's session in Settings: start over (and sign in afresh) rather than retry.
        if (err instanceof SignedOutError) {
          markLost();
          return;
        }
        // otherwise handled below: the stream is gone either way
      }
      stream = null;
      if (controller.signal.aborted) return;
      await delay(options.reconnectDelayMs ?? 1000, controller.signal);
      if (controller.signal.aborted) return;
      if (!(await isRecordedServerHealthy(record))) {
        markLost();
        return;
      }
    }
  };
  void follow();

  return {
    url,
    pid: record.pid,
    store: {
      get state() {
        return state;
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    invoke,
    browserLoginUrl: async () => loginLink(url, signLoginCode(key, Date.now())),
    lost,
    detach: () => controller.abort(),
  };
}

class SignedOutError extends Error {
  constructor() {
    super("The control center no longer accepts this app's session");
  }
}

function sessionCookie(setCookies: string[]): string | null {
  for (const header of setCookies) {
    const [pair] = header.split(';');
    const eq = pair!.indexOf('=');
    if (pair!.slice(0, eq).trim() === SESSION_COOKIE && eq > 0) return pair!.slice(eq + 1).trim() || null;
  }
  return null;
}

/** Server-sent events as the host writes them: `event: state` + `data: <json>` blocks; comments are heartbeats. */
async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: (event: AppEvent) => void): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (data) onEvent(JSON.parse(data) as AppEvent);
    }
  }
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
