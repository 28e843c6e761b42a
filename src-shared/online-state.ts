// What a UI shows of a PLC that Interlock is logged in to: connection, application and run state, forced values
// and the watch list. Main's online poller publishes one `OnlineState` per target (`online.updated` events); the
// person edits the watch list with the `online:watch-add` / `online:watch-remove` commands. Plain data only.

/** `offline`: not logged in. `logged-in`: an online application exists. `error`: the last poll failed (see `error`). */
export const ONLINE_CONNECTIONS = ['offline', 'logged-in', 'error'] as const;
export type OnlineConnection = (typeof ONLINE_CONNECTIONS)[number];

/**
 * The application's state as CODESYS names it (`ApplicationState`): `run`, `stop`, `halt_on_bp` (halted on a
 * breakpoint), `exception`, `none` (no application on the device), `unknown` (not readable, e.g. logged out).
 */
export const APPLICATION_RUN_STATES = ['run', 'stop', 'halt_on_bp', 'exception', 'none', 'unknown'] as const;
export type ApplicationRunState = (typeof APPLICATION_RUN_STATES)[number];

/** An IEC expression a PLC can evaluate online: `PLC_PRG.counter`, `GVL.axes[2].pos`, `Application.PLC_PRG.x`. */
export const ONLINE_EXPRESSION = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*|\[[A-Za-z0-9_ ,+-]{1,40}\]|\^)*$/;
export const MAX_EXPRESSION_CHARS = 300;
/** The person's own watch list; agents' recent reads are added on top, up to `MAX_WATCH_VALUES` in all. */
export const MAX_PERSON_WATCH = 100;
export const MAX_WATCH_VALUES = 200;

export interface OnlineDevice {
  /** The device object's name in the project tree, e.g. `Device`. */
  name: string;
  /** The gateway and address the project points at (e.g. `Gateway-1`, `0000.0001`); null when not set. */
  gateway: string | null;
  address: string | null;
}

/** A value the PLC holds forced until it is unforced. */
export interface ForcedValue {
  expression: string;
  /** The forced value as CODESYS prints it (e.g. `TRUE`, `42`, `'text'`). */
  value: string;
}

/** Who put an expression on the watch list: the person, or an agent that read it recently. */
export type WatchSource = 'person' | 'agent';

export interface WatchValue {
  expression: string;
  source: WatchSource;
  /** The value as CODESYS prints it; null until read, or when the read failed (see `error`). */
  value: string | null;
  /** The IEC type of the value (`INT`, `BOOL`, `STRING(80)`...), when known. */
  type: string | null;
  /** Why the last read of this expression failed (unknown variable, logged out), or null. */
  error: string | null;
  /** When the value was read on the PLC (ms since the epoch); null until the first read. */
  readAt: number | null;
  forced: boolean;
}

export interface OnlineState {
  /** The target this describes (the CODESYS target id). */
  target: string;
  connection: OnlineConnection;
  /** The project file whose application is online, or null when offline. */
  project: string | null;
  device: OnlineDevice | null;
  /** The application's name (e.g. `Application`), or null when offline. */
  application: string | null;
  runState: ApplicationRunState;
  /** CODESYS's `OperatingState` flags as it names them (e.g. `program_loaded`, `force_active`); empty when offline. */
  operatingFlags: string[];
  /** Exceptions the runtime reports for the application (message texts); empty when there are none. */
  exceptions: string[];
  /** Whether the project's code can be applied as an online change (false: only a full download); null when unknown. */
  onlineChangePossible: boolean | null;
  forced: ForcedValue[];
  watch: WatchValue[];
  /** The last download or online change Interlock saw: when, which kind, and the application's version after it. */
  lastDownload: { at: number; kind: 'download' | 'online-change'; version: string } | null;
  /** When this state was read from the PLC. */
  updatedAt: number;
  /** Why the last poll failed, or null. */
  error: string | null;
}

export function offlineState(target: string, at: number, watch: WatchValue[] = []): OnlineState {
  return {
    target,
    connection: 'offline',
    project: null,
    device: null,
    application: null,
    runState: 'unknown',
    operatingFlags: [],
    exceptions: [],
    onlineChangePossible: null,
    forced: [],
    watch,
    lastDownload: null,
    updatedAt: at,
    error: null,
  };
}
