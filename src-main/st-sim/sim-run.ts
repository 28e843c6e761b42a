// One version of a program, compiled and ready to scan: create a state, set inputs, scan at a time, read outputs.
import { compileProject, type CompiledModule, type SimProjectInput } from './sim-compile.ts';
import { lib, SimFault, type SimRuntime } from './sim-lib.ts';

export interface SimState {
  G: Record<string, unknown>;
  P: Record<string, unknown>;
}

interface ModuleApi {
  create(): SimState;
  scan(st: SimState): void;
  read(st: SimState): unknown[];
  write(st: SimState, index: number, value: unknown): void;
  readInputs(st: SimState): unknown[];
}

export const DEFAULT_LOOP_LIMIT = 100_000;

export class SimProgram {
  readonly module: CompiledModule;
  readonly rt: SimRuntime = { now: 0, loopLimit: DEFAULT_LOOP_LIMIT };
  readonly #api: ModuleApi;

  constructor(input: SimProjectInput) {
    this.module = compileProject(input);
    // The generated code holds only names checked to be identifiers and literals encoded by JSON.stringify.
    this.#api = new Function('lib', 'rt', this.module.source)(lib, this.rt) as ModuleApi;
  }

  create(): SimState {
    return this.#api.create();
  }

  write(st: SimState, input: number, value: unknown): void {
    this.#api.write(st, input, value);
  }

  /** One scan at `nowMs`; a runtime fault is returned (the state is left as the fault left it). */
  scan(st: SimState, nowMs: number): SimFault | null {
    this.rt.now = nowMs;
    try {
      this.#api.scan(st);
      return null;
    } catch (err) {
      if (err instanceof SimFault) return err;
      if (err instanceof RangeError) return new SimFault(0, `runtime error: ${err.message}`);
      throw err;
    }
  }

  read(st: SimState): unknown[] {
    return this.#api.read(st);
  }

  /** Every scalar of the state, in a fixed order: to find a scan that changed nothing. */
  snapshot(st: SimState, into: unknown[] = []): unknown[] {
    into.length = 0;
    flatten(st, into);
    return into;
  }

  /** Whether the state holds exactly the scalars of `snapshot`. */
  sameAs(st: SimState, snapshot: readonly unknown[]): boolean {
    return compareFlat(st, snapshot, 0) === snapshot.length;
  }

  readInputs(st: SimState): unknown[] {
    return this.#api.readInputs(st);
  }
}

function flatten(value: object, into: unknown[]): void {
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === 'object' && v !== null) flatten(v, into);
    else into.push(v);
  }
}

/** The position after the scalars of `value` that match `flat` from `at`, or -1 at the first mismatch. */
function compareFlat(value: object, flat: readonly unknown[], at: number): number {
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === 'object' && v !== null) {
      at = compareFlat(v, flat, at);
      if (at < 0) return -1;
    } else if (flat[at++] !== v) return -1;
  }
  return at;
}
