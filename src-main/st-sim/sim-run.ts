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

interface StateAccess {
  snapshot(st: SimState, out: unknown[]): void;
  same(st: SimState, flat: readonly unknown[]): boolean;
}

export class SimProgram {
  readonly module: CompiledModule;
  readonly rt: SimRuntime;
  readonly #api: ModuleApi;
  #access: StateAccess | null = null;

  constructor(input: SimProjectInput) {
    this.module = compileProject(input);
    this.rt = { now: 0, loopLimit: DEFAULT_LOOP_LIMIT, hits: new Uint8Array(this.module.branches.length) };
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
    this.#stateAccess().snapshot(st, into);
    return into;
  }

  /** Whether the state holds exactly the scalars of `snapshot`. */
  sameAs(st: SimState, snapshot: readonly unknown[]): boolean {
    return this.#stateAccess().same(st, snapshot);
  }

  /**
   * Generated from the shape of a fresh state (every field exists from the first scan on; arrays never grow): a
   * walk over the object graph on every check would cost more than the scans it saves.
   */
  #stateAccess(): StateAccess {
    if (this.#access) return this.#access;
    const paths: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'object' && value !== null) {
        for (const key of Object.keys(value)) walk((value as Record<string, unknown>)[key], `${path}[${JSON.stringify(key)}]`);
      } else paths.push(path);
    };
    walk(this.create(), 'st');
    const snapshot = paths.map((path, i) => `out[${i}] = ${path};`).join('\n');
    const same = paths.map((path, i) => `if (flat[${i}] !== ${path}) return false;`).join('\n');
    this.#access = {
      snapshot: new Function('st', 'out', `out.length = ${paths.length};\n${snapshot}`) as StateAccess['snapshot'],
      same: new Function('st', 'flat', `${same}\nreturn true;`) as StateAccess['same'],
    };
    return this.#access;
  }

  /** The CASE branches no scan has run yet (since this program was compiled). */
  unreachedBranches(): string[] {
    return this.module.branches.filter((_, i) => this.rt.hits[i] === 0);
  }

  readInputs(st: SimState): unknown[] {
    return this.#api.readInputs(st);
  }

  /** Sets one of the module's state signals (`module.state[index]`) in a state, before its first scan. */
  setter(index: number): (st: SimState, value: unknown) => void {
    const signal = this.module.state[index];
    if (!signal) throw new RangeError(`no state signal ${index}`);
    // The code is a path of checked identifiers below `st` (see compileProject).
    return new Function('st', 'v', `${signal.code} = v;`) as (st: SimState, value: unknown) => void;
  }
}

