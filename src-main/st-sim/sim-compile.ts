// Compiles a PROGRAM (or FB) and the project's functions, FBs, types and globals it reaches into one JavaScript
// module: an init and a body function per POU, the globals' initializer, and readers for the inputs and outputs.
// Compiled once per version, a scan is a plain function call, fast enough to run thousands of scenarios on a card.
// Only names checked to be identifiers reach the generated code; anything the simulator has no model of throws
// SimUnsupported with the reason, so a simulation never runs on a guess.
import { ParseError, parseUnit, type Declaration, type Expr, type ParsedUnit, type Statement } from '../iec-st/st-parser.ts';
import { compileExpr, convert, jsName, unsupported, type FuncInfo, type MemberCode, type MemberInfo, type Scope, type VarInfo } from './sim-expr.ts';
import { STANDARD_FBS } from './sim-lib.ts';
import { compileBody, type SimCompilerApi } from './sim-statements.ts';
import { elementaryType, parseTypeBlocks, SimUnsupported, tokensOf, type SimType, type TypeDecl } from './sim-types.ts';

/** One text of the project: a POU file, a TYPE block, a GVL (its name is the list's namespace). */
export interface SimSource {
  name: string;
  text: string;
}

/** A global variable declared outside the texts (OpenPLC's project.json). */
export interface SimGlobal {
  name: string;
  type: string;
  address: string | null;
  initialValue: string | null;
  documentation?: string | null;
}

export interface SimProjectInput {
  sources: readonly SimSource[];
  globals?: readonly SimGlobal[];
  /** The POU run each scan (a PROGRAM or FUNCTION_BLOCK). */
  program: string;
  /**
   * I/O addresses a device's IO mapping gives variables declared without `AT` (CODESYS), by `SCOPE.NAME` in upper
   * case (`PLC_PRG.BJOG`, `GVL_IO.BCONVEYORRUN`): such a variable is an input or an output like a located one.
   */
  addresses?: Readonly<Record<string, string>>;
}

/** A signal the scenarios set or the comparison reads: a scalar reached by a path from the module's state. */
export interface SimSignal {
  /** As the person reads it: `StartButton`, `Filler.FillValve`, `Counters.good`. */
  name: string;
  type: SimType;
  address: string | null;
  documentation: string | null;
  /** The JavaScript place below the state `st` (`st.P.v_startbutton`). */
  code: string;
  initial: string;
}

export interface CompiledModule {
  source: string;
  inputs: SimSignal[];
  outputs: SimSignal[];
  /** Numbers and durations the code compares with or presets: where the scenarios probe. */
  literals: Array<{ value: number; kind: SimType['k'] }>;
  /** The POUs the program's run reaches (lower case): a simulation of another POU's edit must reach it. */
  pous: string[];
  /** The CASE branches of the code (`PLC_PRG line 12: 4`), in the order of `rt.hits`. */
  branches: string[];
  /**
   * Every scalar of the program's instance tree and of the globals, by the name a PLC's watch list gives it
   * (`Count`, `Filler.Level`, `GVL.Setpoint`): where a run can start from the values a PLC holds.
   */
  state: SimSignal[];
}

interface PouDef {
  unit: ParsedUnit;
  kind: string;
  name: string;
  base: string | null;
  returnType: string | null;
  /** Its methods, actions and properties (by lower-case name), written inside its text or in objects of their own. */
  members: Map<string, MemberDef>;
}

/** A method, action or property of a function block or program. */
interface MemberDef {
  kind: 'METHOD' | 'ACTION' | 'PROPERTY';
  name: string;
  owner: string;
  unit: ParsedUnit;
  /** A method's return type, a property's type. */
  type: string | null;
  get?: ParsedUnit;
  set?: ParsedUnit;
}

/** A call on THIS of something a derived type may override: resolved by the instance's type once all is compiled. */
interface DispatchSite {
  js: string;
  /** The FB type whose code makes the call. */
  from: string;
  member: string;
  part: 'fn' | 'get' | 'set';
}

const BLOCK_DIR: Record<string, MemberInfo['dir']> = { VAR_INPUT: 'in', VAR_OUTPUT: 'out', VAR_IN_OUT: 'inout' };
const MAX_SIGNAL_LEAVES = 32;
const MAX_STATE_LEAVES = 1024;

export function compileProject(input: SimProjectInput): CompiledModule {
  return new SimCompiler(input).compile();
}

class SimCompiler implements SimCompilerApi {
  readonly #types = new Map<string, TypeDecl>();
  readonly #resolved = new Map<string, SimType>();
  readonly #pous = new Map<string, PouDef>();
  readonly #globals = new Map<string, VarInfo>();
  readonly #namespaces = new Map<string, Map<string, VarInfo>>();
  readonly #globalDecls: Array<{ info: VarInfo; init: string | null; line: number; documentation: string | null }> = [];
  readonly #written = new Set<VarInfo>();
  readonly #read = new Set<VarInfo>();
  readonly #literals = new Map<string, { value: number; kind: SimType['k'] }>();
  readonly #code: string[] = [];
  readonly #compiled = new Set<string>();
  readonly #compiledMembers = new Set<string>();
  readonly #branches: string[] = [];
  readonly #dispatch: DispatchSite[] = [];
  readonly #input: SimProjectInput;

  constructor(input: SimProjectInput) {
    this.#input = input;
  }

  compile(): CompiledModule {
    for (const source of this.#input.sources) this.#load(source);
    for (const g of this.#input.globals ?? []) {
      this.#addGlobal({ name: g.name, block: 'VAR_GLOBAL', constant: false, type: g.type, address: g.address || null, initialValue: g.initialValue, documentation: g.documentation ?? null, line: 0 }, null);
    }
    const program = this.#pou(this.#input.program);
    if (!program) throw new SimUnsupported(`the project has no POU ${this.#input.program} in Structured Text`);
    if (program.kind !== 'PROGRAM' && program.kind !== 'FUNCTION_BLOCK') throw new SimUnsupported(`${program.name} is a ${program.kind}, not a PROGRAM or FUNCTION_BLOCK`);
    const main = this.#ensurePou(program.name);
    const globalScope = this.#scope(null);
    const initGlobals = this.#globalDecls.map(({ info, init, line }) => `G.${info.code.slice(2)} = ${this.initCode(info.type, init, globalScope, line)};`);
    this.#resolveDispatch();
    const { inputs, outputs, state } = this.#signals(program);
    const source = [
      '"use strict";',
      'let G = null;',
      // The locals of the last method call whose outputs are read after it (`fb.M(x := 1, y => v)`).
      'let $r = null;',
      ...Object.keys(STANDARD_FBS).map((name) => `const std_${name} = lib.std.${name}.body;`),
      ...this.#code,
      `function init_globals(G) {\n${initGlobals.join('\n')}\n}`,
      `return {`,
      `  create() { const st = { G: {}, P: {} }; G = st.G; init_globals(st.G); ${main}.init(st.P); return st; },`,
      `  scan(st) { G = st.G; ${main}.body(st.P); },`,
      `  read(st) { return [${outputs.map((o) => o.code).join(', ')}]; },`,
      `  write(st, i, v) { switch (i) { ${inputs.map((s, i) => `case ${i}: ${s.code} = v; break;`).join(' ')} } },`,
      `  readInputs(st) { return [${inputs.map((s) => s.code).join(', ')}]; },`,
      `};`,
    ].join('\n');
    const pous = [...this.#compiled].map((js) => js.replace(/^pou_/, ''));
    return { source, inputs, outputs, literals: [...this.#literals.values()], pous, state, branches: this.#branches };
  }

  #load(source: SimSource): void {
    const text = source.text;
    if (/^\s*(?:\(\*[\s\S]*?\*\)\s*)*TYPE\b/i.test(text)) {
      for (const decl of parseTypeBlocks(text)) this.#types.set(decl.name.toLowerCase(), decl);
      return;
    }
    // A POU in another language (IL, LD, FBD, Python, C++) or one the parser cannot read: refused only if the run reaches it.
    const unreadable = (why: string) => {
      const name = /\b(?:PROGRAM|FUNCTION_BLOCK|FUNCTION)\s+([A-Za-z_]\w*)/i.exec(text)?.[1] ?? source.name.replace(/\.[^.]*$/, '').replace(/^.*\//, '');
      this.#pous.set(name.toLowerCase(), { unit: { pouKind: 'UNREADABLE', name, declarations: [], body: [], members: [] }, kind: 'UNREADABLE', name: `${name} (${why})`, base: null, returnType: null, members: new Map() });
    };
    const extension = /\.([A-Za-z]+)$/.exec(source.name)?.[1]?.toLowerCase();
    if (extension === 'graphical') return unreadable('not in Structured Text (LD, FBD, CFC or SFC): the simulator runs Structured Text only');
    if (extension && extension !== 'st' && extension !== 'dt') return unreadable(`written in ${extension.toUpperCase()}: the simulator runs Structured Text only`);
    let unit: ParsedUnit;
    try {
      unit = parseUnit(text);
    } catch (err) {
      if (err instanceof ParseError) return unreadable(`not read as Structured Text: ${err.message}`);
      throw err;
    }
    if (unit.pouKind === null) {
      // A GVL: its variables, in the namespace of the list's name.
      for (const d of unit.declarations) this.#addGlobal(d, source.name);
      return;
    }
    const name = unit.name ?? source.name;
    const header = new RegExp(`${unit.pouKind}\\s+${name}(?:\\s*:\\s*([A-Za-z_][\\w]*(?:\\s*\\(\\s*\\d+\\s*\\))?))?(?:\\s+EXTENDS\\s+([A-Za-z_]\\w*))?`, 'i').exec(text);
    this.#pous.set(name.toLowerCase(), { unit, kind: unit.pouKind, name, base: header?.[2] ?? null, returnType: header?.[1] ?? null, members: membersOf(name, unit.members) });
  }

  #addGlobal(d: Declaration, namespace: string | null): void {
    const type = this.resolveType(d.type, d.line);
    const info: VarInfo = { name: namespace ? `${namespace}.${d.name}` : d.name, type, code: `G.${jsName(namespace ? `${namespace}__${d.name}` : d.name, d.line)}`, block: 'VAR_GLOBAL', address: d.address, constant: d.constant, global: true };
    if (namespace) {
      const list = this.#namespaces.get(namespace.toLowerCase()) ?? new Map<string, VarInfo>();
      list.set(d.name.toLowerCase(), info);
      this.#namespaces.set(namespace.toLowerCase(), list);
    }
    this.#globals.set(d.name.toLowerCase(), info);
    this.#globalDecls.push({ info, init: d.initialValue, line: d.line, documentation: d.documentation });
  }

  #pou(name: string): PouDef | undefined {
    return this.#pous.get(name.toLowerCase());
  }

  /** Compiles a POU once; returns the JavaScript object holding its init and body. */
  #ensurePou(name: string): string {
    const pou = this.#pou(name)!;
    if (pou.kind === 'UNREADABLE') throw new SimUnsupported(pou.name);
    const js = `pou_${pou.name.toLowerCase()}`;
    if (this.#compiled.has(js)) return js;
    this.#compiled.add(js);
    const scope = this.#scope(pou);
    const decls = this.#declarations(pou);
    const init = decls
      .filter((d) => d.block !== 'VAR_EXTERNAL' && d.block !== 'VAR_TEMP')
      .map((d) => `s.${jsName(d.name, d.line)} = ${this.initCode(scope.lookup(d.name)!.type, d.initialValue, scope, d.line)};`);
    for (const { member, d } of this.#instVars(pou)) init.push(`s.${instName(member, d.name, d.line)} = ${this.initCode(this.resolveType(d.type, d.line), d.initialValue, scope, d.line)};`);
    if (pou.kind === 'FUNCTION_BLOCK' || pou.kind === 'PROGRAM') init.unshift(`lib.tag(s, ${JSON.stringify(pou.name.toLowerCase())});`);
    const temps = decls.filter((d) => d.block === 'VAR_TEMP').map((d) => `s.${jsName(d.name, d.line)} = ${this.initCode(scope.lookup(d.name)!.type, d.initialValue, scope, d.line)};`);
    if (pou.kind === 'FUNCTION' && pou.returnType) init.push(`s.${jsName(pou.name)} = ${this.initCode(this.resolveType(pou.returnType, 0), null, scope, 0)};`);
    const body = compileBody(pou.unit.body, { scope, compiler: this, pou: pou.name });
    this.#code.push(`const ${js} = {\n  init(s) {\n${init.join('\n')}\n    return s;\n  },\n  body(s) {\n${temps.join('\n')}\n${body}\n  },\n};`);
    if (pou.kind === 'FUNCTION') {
      const params = this.functionInfo(pou)!.params.filter((p) => p.dir !== 'out');
      const args = params.map((_, i) => `a${i}`);
      const set = params.map((p, i) => `if (a${i} !== undefined) s.${jsName(p.name)} = a${i};`);
      // A function has no memory between calls (and IEC forbids recursion): one object, initialised on every call.
      const fn = pou.name.toLowerCase();
      this.#code.push(`const inst_${fn} = {};\nfunction call_${fn}(${args.join(', ')}) {\n  const s = ${js}.init(inst_${fn});\n  ${set.join('\n  ')}\n  ${js}.body(s);\n  return s;\n}`);
    }
    return js;
  }

  /** The VAR_INST variables of a POU's methods (a base FB's too): they live in the instance. */
  #instVars(pou: PouDef, depth = 0): Array<{ member: string; d: Declaration }> {
    const base = pou.base && depth < 8 ? this.#pou(pou.base) : undefined;
    const own = [...pou.members.values()].flatMap((m) => (m.kind === 'METHOD' ? m.unit.declarations.filter((d) => d.block === 'VAR_INST').map((d) => ({ member: m.name, d })) : []));
    return [...(base ? this.#instVars(base, depth + 1) : []), ...own];
  }

  /** The member of an FB type (or program) by name, its own or inherited, with the POU that defines it. */
  #findMember(typeName: string, name: string, depth = 0): MemberDef | undefined {
    const pou = this.#pou(typeName);
    if (!pou || depth > 8) return undefined;
    return pou.members.get(name.toLowerCase()) ?? (pou.base ? this.#findMember(pou.base, name, depth + 1) : undefined);
  }

  /**
   * The code of a method, action or property reached on an instance of `t`. `via`: `static` (a named instance, whose
   * declared type is its type: the simulator has no references), `this` (the code's own instance, which may be of a
   * derived type that overrides it), `super` (the base's, never overridden).
   */
  #memberCode(t: SimType & { k: 'fb' }, name: string, via: 'static' | 'this' | 'super', from: string | null): MemberCode | undefined {
    if (STANDARD_FBS[t.name.toUpperCase()]) return undefined;
    const def = this.#findMember(t.name, name);
    if (!def) return undefined;
    const site = (part: DispatchSite['part']): string => {
      const js = this.#ensureMember(def, part);
      if (via !== 'this' || !from) return js;
      const dispatch = `disp$${this.#dispatch.length}`;
      this.#dispatch.push({ js: dispatch, from, member: def.name, part });
      return `${dispatch}(s)`;
    };
    if (def.kind === 'ACTION') return { kind: 'action', name: def.name, fn: site('fn') };
    if (def.kind === 'PROPERTY') {
      if (!def.type) unsupported(def.unit.body[0]?.line ?? 0, `property ${def.owner}.${def.name} without a type`);
      return { kind: 'property', name: def.name, type: this.resolveType(def.type, 0), ...(def.get ? { get: site('get') } : {}), ...(def.set ? { set: site('set') } : {}) };
    }
    const params = def.unit.declarations.filter((d) => BLOCK_DIR[d.block]).map((d) => ({ name: d.name, type: this.resolveType(d.type, d.line), dir: BLOCK_DIR[d.block] as 'in' | 'out' | 'inout' }));
    return { kind: 'method', name: def.name, fn: site('fn'), params, returnType: def.type ? this.resolveType(def.type, 0) : null };
  }

  /**
   * Compiles a member once: a method to `function(s, a0, ...)` returning its locals (the return value, outputs),
   * an action to `function(s)`, a property's accessors to `get(s)` / `set(s, v)`.
   */
  #ensureMember(def: MemberDef, part: DispatchSite['part']): string {
    const js = `${part === 'fn' ? (def.kind === 'ACTION' ? 'act' : 'meth') : part}$${def.owner.toLowerCase()}$${def.name.toLowerCase()}`;
    if (this.#compiledMembers.has(js)) return js;
    this.#compiledMembers.add(js);
    const owner = this.#pou(def.owner)!;
    const unit = part === 'get' ? def.get! : part === 'set' ? def.set! : def.unit;
    const scope = this.#scope(owner, { def, unit });
    const body = compileBody(unit.body, { scope, compiler: this, pou: owner.name });
    if (def.kind === 'ACTION') {
      if (unit.declarations.length > 0) unsupported(unit.declarations[0]!.line, `variables declared in action ${def.owner}.${def.name}`);
      this.#code.push(`function ${js}(s) {\n${body}\n}`);
      return js;
    }
    const locals = unit.declarations
      .filter((d) => d.block !== 'VAR_EXTERNAL' && d.block !== 'VAR_INST')
      .map((d) => `${jsName(d.name, d.line)}: ${this.initCode(scope.lookup(d.name)!.type, d.initialValue, scope, d.line)}`);
    const result = def.type ? this.resolveType(def.type, 0) : null;
    if (result) locals.push(`${jsName(def.name)}: ${part === 'set' ? 'v' : this.initCode(result, null, scope, 0)}`);
    const inputs = part === 'fn' ? unit.declarations.filter((d) => d.block === 'VAR_INPUT' || d.block === 'VAR_IN_OUT') : [];
    const args = inputs.map((_, i) => `a${i}`);
    const set = inputs.map((d, i) => `if (a${i} !== undefined) m.${jsName(d.name, d.line)} = a${i};`);
    const signature = part === 'set' ? 's, v' : ['s', ...args].join(', ');
    const returns = part === 'get' ? `m.${jsName(def.name)}` : part === 'set' ? 'undefined' : 'm';
    this.#code.push(`function ${js}_body(s, m) {\n${body}\n}\nfunction ${js}(${signature}) {\n  const m = { ${locals.join(', ')} };\n  ${set.join('\n  ')}\n  ${js}_body(s, m);\n  return ${returns};\n}`);
    return js;
  }

  /**
   * The calls on THIS of a member a derived type overrides: by the instance's type, among the types this program
   * instantiates (compiled by now), each resolved to the member that type has.
   */
  #resolveDispatch(): void {
    // Resolving a site may compile more (a derived type's override, what it calls): until nothing new appears.
    let cases: string[][] = [];
    let seen = -1;
    while (seen !== this.#compiled.size + this.#compiledMembers.size + this.#dispatch.length) {
      seen = this.#compiled.size + this.#compiledMembers.size + this.#dispatch.length;
      cases = this.#dispatch.map((site) => {
        const own = this.#ensureMember(this.#findMember(site.from, site.member)!, site.part);
        const out: string[] = [];
        for (const js of [...this.#compiled]) {
          const pou = this.#pou(js.replace(/^pou_/, ''));
          if (!pou || pou.kind !== 'FUNCTION_BLOCK' || !this.#derivesFrom(pou, site.from)) continue;
          const def = this.#findMember(pou.name, site.member);
          const target = def ? this.#ensureMember(def, site.part) : own;
          if (target !== own) out.push(`if (s.$t === ${JSON.stringify(pou.name.toLowerCase())}) return ${target};`);
        }
        out.push(`return ${own};`);
        return out;
      });
    }
    this.#dispatch.forEach((site, i) => this.#code.push(`function ${site.js}(s) {\n${cases[i]!.join('\n')}\n}`));
  }

  #derivesFrom(pou: PouDef, ancestor: string, depth = 0): boolean {
    if (pou.name.toLowerCase() === ancestor.toLowerCase()) return true;
    const base = pou.base ? this.#pou(pou.base) : undefined;
    return base !== undefined && depth < 8 && this.#derivesFrom(base, ancestor, depth + 1);
  }

  /** A POU's declarations, a base FB's first. */
  #declarations(pou: PouDef, depth = 0): Declaration[] {
    if (depth > 8) throw new SimUnsupported(`${pou.name}: EXTENDS chain too deep`);
    const base = pou.base ? this.#pou(pou.base) : undefined;
    if (pou.base && !base) throw new SimUnsupported(`${pou.name} EXTENDS ${pou.base}, which the project does not hold in Structured Text`);
    return [...(base ? this.#declarations(base, depth + 1) : []), ...pou.unit.declarations];
  }

  functionInfo(pou: PouDef): FuncInfo | undefined {
    if (pou.kind !== 'FUNCTION') return undefined;
    if (!pou.returnType) throw new SimUnsupported(`function ${pou.name} without a return type`);
    return {
      name: pou.name,
      jsName: `call_${pou.name.toLowerCase()}`,
      returnType: this.resolveType(pou.returnType, 0),
      params: pou.unit.declarations
        .filter((d) => BLOCK_DIR[d.block])
        .map((d) => ({ name: d.name, type: this.resolveType(d.type, d.line), dir: BLOCK_DIR[d.block] as 'in' | 'out' | 'inout' })),
    };
  }

  /**
   * The scope of a POU body (or of the globals' initializers when `pou` is null); with `member`, of a method's or
   * accessor's body: its own variables (`m`, fresh each call; VAR_INST in the instance) before the instance's.
   */
  #scope(pou: PouDef | null, member?: { def: MemberDef; unit: ParsedUnit }): Scope & { lookup(name: string): VarInfo | undefined } {
    const vars = new Map<string, VarInfo>();
    if (pou) {
      for (const d of this.#declarations(pou)) {
        if (d.block === 'VAR_EXTERNAL') {
          const global = this.#globals.get(d.name.toLowerCase());
          if (!global) throw new SimUnsupported(`line ${d.line}: VAR_EXTERNAL ${d.name} has no global variable of that name`);
          vars.set(d.name.toLowerCase(), global);
          continue;
        }
        vars.set(d.name.toLowerCase(), { name: d.name, type: this.resolveType(d.type, d.line), code: `s.${jsName(d.name, d.line)}`, block: d.block, address: d.address, constant: d.constant, global: false });
      }
      if (pou.kind === 'FUNCTION' && pou.returnType) {
        vars.set(pou.name.toLowerCase(), { name: pou.name, type: this.resolveType(pou.returnType, 0), code: `s.${jsName(pou.name)}`, block: 'VAR_OUTPUT', address: null, constant: false, global: false });
      }
    }
    if (member) {
      for (const d of member.unit.declarations) {
        if (d.block === 'VAR_EXTERNAL') {
          const global = this.#globals.get(d.name.toLowerCase());
          if (!global) throw new SimUnsupported(`line ${d.line}: VAR_EXTERNAL ${d.name} has no global variable of that name`);
          vars.set(d.name.toLowerCase(), global);
          continue;
        }
        if (d.block === 'VAR_STAT') unsupported(d.line, `VAR_STAT in ${member.def.owner}.${member.def.name}`);
        const code = d.block === 'VAR_INST' ? `s.${instName(member.def.name, d.name, d.line)}` : `m.${jsName(d.name, d.line)}`;
        vars.set(d.name.toLowerCase(), { name: d.name, type: this.resolveType(d.type, d.line), code, block: d.block, address: d.address, constant: d.constant, global: false });
      }
      if (member.def.type) {
        vars.set(member.def.name.toLowerCase(), { name: member.def.name, type: this.resolveType(member.def.type, 0), code: `m.${jsName(member.def.name)}`, block: 'VAR_OUTPUT', address: null, constant: false, global: false });
      }
    }
    const self = pou && (pou.kind === 'FUNCTION_BLOCK' || pou.kind === 'PROGRAM') ? { type: { k: 'fb', name: pou.name } as SimType & { k: 'fb' }, base: pou.base ? ({ k: 'fb', name: pou.base } as SimType & { k: 'fb' }) : null } : undefined;
    return {
      ...(self ? { self } : {}),
      member: (t, name, via) => this.#memberCode(t, name, via, pou?.name ?? null),
      lookup: (name) => vars.get(name.toLowerCase()) ?? this.#globals.get(name.toLowerCase()),
      namespaceVar: (namespace, name) => this.#namespaces.get(namespace.toLowerCase())?.get(name.toLowerCase()),
      enumValue: (name, hint) => this.#enumValue(name, hint),
      qualifiedEnum: (typeName, member) => {
        const t = this.#types.get(typeName.toLowerCase()) ? this.resolveType(typeName, 0) : undefined;
        if (t?.k !== 'enum') return undefined;
        const value = t.values.get(member.toLowerCase());
        return value === undefined ? undefined : { t, value };
      },
      members: (t) => this.members(t),
      func: (name) => {
        const def = this.#pou(name);
        if (def?.kind === 'UNREADABLE') this.#ensurePou(def.unit.name!);
        if (!def || def.kind !== 'FUNCTION') return undefined;
        this.#ensurePou(def.name);
        return this.functionInfo(def);
      },
      noteWrite: (info) => this.#written.add(info),
      noteRead: (info) => this.#read.add(info),
      noteLiteral: (value, t) => {
        if (this.#literals.size < 256) this.#literals.set(`${t.k}:${value}`, { value, kind: t.k });
      },
    };
  }

  #enumValue(name: string, hint?: SimType): { t: SimType; value: number } | undefined {
    const key = name.toLowerCase();
    if (hint?.k === 'enum' && hint.values.has(key)) return { t: hint, value: hint.values.get(key)! };
    for (const decl of this.#types.values()) {
      if (decl.kind !== 'enum' || !decl.members.some((m) => m.name.toLowerCase() === key)) continue;
      const t = this.resolveType(decl.name, 0);
      if (t.k === 'enum') return { t, value: t.values.get(key)! };
    }
    return undefined;
  }

  /** The members of a struct or FB instance, by lower-case name. */
  members(t: SimType): Map<string, MemberInfo> {
    const map = new Map<string, MemberInfo>();
    if (t.k === 'struct') for (const f of t.fields) map.set(f.name.toLowerCase(), { name: f.name, type: f.type, dir: 'local' });
    if (t.k === 'fb') {
      const std = STANDARD_FBS[t.name.toUpperCase()];
      if (std) {
        for (const [name, type] of std.inputs) map.set(name.toLowerCase(), { name, type, dir: 'in' });
        for (const [name, type] of std.outputs) map.set(name.toLowerCase(), { name, type, dir: 'out' });
      } else {
        const pou = this.#pou(t.name)!;
        for (const d of this.#declarations(pou)) {
          if (d.block === 'VAR_EXTERNAL') continue;
          map.set(d.name.toLowerCase(), { name: d.name, type: this.resolveType(d.type, d.line), dir: BLOCK_DIR[d.block] ?? 'local' });
        }
      }
    }
    return map;
  }

  /** The JavaScript object of an FB type's init and body (a standard FB's from the library). */
  fbCode(t: SimType & { k: 'fb' }): { init: string; body: string } {
    const upper = t.name.toUpperCase();
    if (STANDARD_FBS[upper]) return { init: `lib.initStd(${JSON.stringify(upper)})`, body: `std_${upper}` };
    const js = this.#ensurePou(t.name);
    return { init: `${js}.init({})`, body: `${js}.body` };
  }

  branch(description: string): number {
    return this.#branches.push(description) - 1;
  }

  /** The body of a base FB, for `SUPER^()`. */
  baseBody(pouName: string): string {
    const pou = this.#pou(pouName);
    if (!pou?.base) throw new SimUnsupported(`SUPER^() in ${pouName}, which extends nothing`);
    return `${this.#ensurePou(pou.base)}.body`;
  }

  resolveType(text: string, line: number, depth = 0): SimType {
    const key = text.replace(/\s+/g, ' ').trim();
    const cached = this.#resolved.get(key.toLowerCase());
    if (cached) return cached;
    if (depth > 16) throw new SimUnsupported(`line ${line}: type ${key} refers to itself`);
    const t = this.#resolveUncached(key, line, depth);
    this.#resolved.set(key.toLowerCase(), t);
    return t;
  }

  #resolveUncached(text: string, line: number, depth: number): SimType {
    const tokens = tokensOf(text);
    const first = tokens[0]?.text.toUpperCase() ?? '';
    if (first === 'POINTER' || first === 'REFERENCE' || first === 'REF_TO') unsupported(line, `${text}: the simulator has no model of memory`);
    if (first === 'ARRAY') {
      const of = tokens.findIndex((t) => t.text.toUpperCase() === 'OF');
      if (tokens[1]?.text !== '[' || of < 0) unsupported(line, `array type ${text}`);
      const dimsText = text.slice(tokens[2]!.start, tokens[of - 1]!.start);
      const dims = dimsText.split(',').map((range) => {
        const [lo, hi] = range.split('..').map((b) => this.#constant(b.trim(), line));
        if (lo === undefined || hi === undefined || hi < lo) unsupported(line, `array bounds ${range}`);
        return { lo, hi };
      });
      return { k: 'array', dims, elem: this.resolveType(text.slice(tokens[of + 1]!.start), line, depth + 1) };
    }
    if ((first === 'STRING' || first === 'WSTRING') && tokens.length > 1) {
      const length = this.#constant(text.slice(tokens[1]!.end, tokens.at(-1)!.start).trim(), line);
      if (length === undefined) unsupported(line, `string type ${text}`);
      return { k: 'string', length };
    }
    const elementary = elementaryType(first);
    if (elementary) return elementary; // `INT (0..100)`: a subrange is held as its base type.
    if (tokens.length !== 1) unsupported(line, `type ${text}`);
    const name = tokens[0]!.text;
    if (STANDARD_FBS[name.toUpperCase()]) return { k: 'fb', name: name.toUpperCase() };
    const pou = this.#pou(name);
    if (pou && (pou.kind === 'FUNCTION_BLOCK' || pou.kind === 'UNREADABLE')) return { k: 'fb', name: pou.unit.name ?? name };
    const decl = this.#types.get(name.toLowerCase());
    if (!decl) unsupported(line, `type ${name}: no declaration of it in the project and no model of it in the simulator`);
    if (decl.kind === 'enum') {
      const values = new Map<string, number>();
      let next = 0;
      for (const m of decl.members) {
        const value = m.value === null ? next : this.#constant(m.value, line);
        if (value === undefined) unsupported(line, `enum value ${m.name} := ${m.value}`);
        values.set(m.name.toLowerCase(), value);
        next = value + 1;
      }
      const initName = decl.init?.replace(/^.*#/, '').toLowerCase();
      return { k: 'enum', name: decl.name, values, initial: initName !== undefined && values.has(initName) ? values.get(initName)! : [...values.values()][0] ?? 0 };
    }
    if (decl.kind === 'struct') {
      const unit = parseUnit(`VAR\n${decl.fieldsText}\nEND_VAR`);
      const placeholder: SimType = { k: 'struct', name: decl.name, fields: [] };
      this.#resolved.set(decl.name.toLowerCase(), placeholder);
      placeholder.fields.push(...unit.declarations.map((d) => ({ name: d.name, type: this.resolveType(d.type, line, depth + 1), init: d.initialValue })));
      return placeholder;
    }
    const aliased = this.resolveType(decl.typeText, line, depth + 1);
    return decl.init && aliased.k === 'array' ? { ...aliased, init: decl.init } : decl.init && aliased.k !== 'struct' && aliased.k !== 'fb' ? this.#withInit(aliased, decl.init) : aliased;
  }

  #withInit(t: SimType, init: string): SimType {
    return { ...t, init } as SimType;
  }

  /** An integer constant: a literal, or a CONSTANT global or enum value. */
  #constant(text: string, line: number): number | undefined {
    const clean = text.replace(/_/g, '').trim();
    if (/^[+-]?\d+$/.test(clean)) return Number(clean);
    const based = /^(2|8|16)#([0-9A-Fa-f]+)$/.exec(clean);
    if (based) return parseInt(based[2]!, Number(based[1]));
    const global = this.#globalDecls.find((g) => g.info.name.toLowerCase() === clean.toLowerCase() && g.info.constant);
    if (global?.init) return this.#constant(global.init, line);
    return this.#enumValue(clean)?.value;
  }

  /** The JavaScript of a fresh value of `t`, from its declared initial value or the type's default. */
  initCode(t: SimType, init: string | null, scope: Scope, line: number): string {
    const typeInit = (t as { init?: string }).init;
    if (init === null && typeInit && t.k !== 'array') init = typeInit;
    switch (t.k) {
      case 'array': {
        const size = t.dims.reduce((n, d) => n * (d.hi - d.lo + 1), 1);
        if (size > 100_000) unsupported(line, `array of ${size} elements`);
        const text = init ?? t.init ?? null;
        const elements = text ? this.#arrayElements(text, t.elem, scope, line) : [];
        if (elements.length > size) unsupported(line, `${elements.length} initial values for ${size} elements`);
        return this.#nested(t.dims, t.elem, elements, scope, line);
      }
      case 'struct': {
        const given = init ? structInits(init, line) : new Map<string, string>();
        const fields = t.fields.map((f) => `${jsName(f.name, line)}: ${this.initCode(f.type, given.get(f.name.toLowerCase()) ?? f.init, scope, line)}`);
        return `{ ${fields.join(', ')} }`;
      }
      case 'fb': {
        if (init) unsupported(line, `initial value of function block instance`);
        return this.fbCode(t).init;
      }
      default: {
        if (init === null) return defaultValue(t);
        const value = compileExpr(expression(init, line), scope, t);
        return convert(value, t, line);
      }
    }
  }

  #arrayElements(text: string, elem: SimType, scope: Scope, line: number): string[] {
    const inner = text.trim().replace(/^\[/, '').replace(/\]$/, '');
    const out: string[] = [];
    for (const item of splitTopLevel(inner)) {
      const repeat = /^(\d+)\s*\(([\s\S]*)\)$/.exec(item.trim());
      const count = repeat ? Number(repeat[1]) : 1;
      const value = this.initCode(elem, repeat ? repeat[2]! : item, scope, line);
      for (let i = 0; i < count && out.length <= 100_000; i++) out.push(value);
    }
    return out;
  }

  #nested(dims: Array<{ lo: number; hi: number }>, elem: SimType, elements: string[], scope: Scope, line: number, offset = 0): string {
    const [dim, ...rest] = dims;
    const n = dim!.hi - dim!.lo + 1;
    const stride = rest.reduce((m, d) => m * (d.hi - d.lo + 1), 1);
    if (rest.length === 0 && elements.length <= offset) return `lib.fill(${n}, () => ${this.initCode(elem, null, scope, line)})`;
    const items: string[] = [];
    for (let i = 0; i < n; i++) {
      items.push(rest.length > 0 ? this.#nested(rest, elem, elements, scope, line, offset + i * stride) : (elements[offset + i] ?? this.initCode(elem, null, scope, line)));
    }
    return `[${items.join(', ')}]`;
  }

  #signals(program: PouDef): { inputs: SimSignal[]; outputs: SimSignal[]; state: SimSignal[] } {
    const inputs: SimSignal[] = [];
    const outputs: SimSignal[] = [];
    const state: SimSignal[] = [];
    const mapped = (name: string) => this.#input.addresses?.[name.toUpperCase()] ?? null;
    const visit = (decls: Declaration[], path: string, code: string, depth: number) => {
      for (const d of decls) {
        if (d.block === 'VAR_EXTERNAL') continue;
        const t = this.resolveType(d.type, d.line);
        const name = `${path}${d.name}`;
        const place = `${code}.${jsName(d.name)}`;
        const address = d.address ?? (depth === 0 ? mapped(`${program.name}.${d.name}`) : null);
        const isInput = address ? /^%I/i.test(address) : depth === 0 && d.block === 'VAR_INPUT';
        const isOutput = address ? !/^%I/i.test(address) : depth === 0 && (d.block === 'VAR_OUTPUT' || d.block === 'VAR_IN_OUT');
        if (isInput || isOutput) leaves(name, t, place, address, d.documentation, isInput ? inputs : outputs);
        if (d.block !== 'VAR_TEMP' && !d.constant) leaves(name, t, place, d.address, null, state, MAX_STATE_LEAVES);
        if (t.k === 'fb' && !STANDARD_FBS[t.name.toUpperCase()] && depth < 4) visit(this.#declarations(this.#pou(t.name)!), `${name}.`, place, depth + 1);
      }
    };
    visit(this.#declarations(program), '', 'st.P', 0);
    for (const g of this.#globalDecls) {
      const info = g.info;
      if (info.constant) continue;
      leaves(info.name, info.type, `st.${info.code}`, info.address, null, state, MAX_STATE_LEAVES);
      const address = info.address ?? mapped(info.name);
      const located = address ? /^%I/i.test(address) : false;
      if (located || (this.#read.has(info) && !this.#written.has(info))) leaves(info.name, info.type, `st.${info.code}`, address, g.documentation, inputs);
      else if (this.#written.has(info) || (address && !located)) leaves(info.name, info.type, `st.${info.code}`, address, g.documentation, outputs);
    }
    return { inputs, outputs, state };
  }
}

/** The scalar leaves of a value (a struct's fields, an array's elements), each a signal. */
function leaves(name: string, t: SimType, code: string, address: string | null, documentation: string | null, into: SimSignal[], max = 4 * MAX_SIGNAL_LEAVES): void {
  const push = (n: string, type: SimType, c: string) => {
    if (into.length >= max) return;
    if (type.k === 'struct') for (const f of type.fields) push(`${n}.${f.name}`, f.type, `${c}.${jsName(f.name)}`);
    else if (type.k === 'array' && type.dims.length === 1 && type.dims[0]!.hi - type.dims[0]!.lo < MAX_SIGNAL_LEAVES) {
      for (let i = type.dims[0]!.lo; i <= type.dims[0]!.hi; i++) push(`${n}[${i}]`, type.elem, `${c}[${i - type.dims[0]!.lo}]`);
    } else if (type.k !== 'fb' && type.k !== 'array') into.push({ name: n, type, address, documentation, code: c, initial: defaultValue(type) });
  };
  push(name, t, code);
}

/** Where a method's VAR_INST variable lives in the instance (`$` is no IEC name character: no clash). */
function instName(member: string, name: string, line: number): string {
  return `${jsName(member, line)}$${jsName(name, line).slice(2)}`;
}

/** The members written inside a POU's text (a property's accessors are members of their own, `P.GET`). */
function membersOf(owner: string, units: ParsedUnit[]): Map<string, MemberDef> {
  const members = new Map<string, MemberDef>();
  for (const unit of units) {
    if (!unit.name) continue;
    const accessor = /^(.*)\.(GET|SET)$/i.exec(unit.name);
    if (unit.pouKind === 'PROPERTY' && accessor) {
      const property = members.get(accessor[1]!.toLowerCase());
      if (property) property[accessor[2]!.toLowerCase() as 'get' | 'set'] = unit;
      continue;
    }
    const kind = unit.pouKind === 'METHOD' || unit.pouKind === 'ACTION' || unit.pouKind === 'PROPERTY' ? unit.pouKind : null;
    if (!kind) continue;
    const type = kind === 'ACTION' ? null : (/^:\s*(.+)$/s.exec(unit.header ?? '')?.[1]?.trim() ?? null);
    members.set(unit.name.toLowerCase(), { kind, name: unit.name, owner, unit, type });
  }
  return members;
}

export function defaultValue(t: SimType): string {
  switch (t.k) {
    case 'bool':
      return 'false';
    case 'string':
      return '""';
    case 'enum':
      return String(t.initial);
    default:
      return '0';
  }
}

/** An expression given as text (an initial value). */
function expression(text: string, line: number): Expr {
  try {
    const stmt = parseUnit(`__init := ${text};`).body[0];
    if (stmt?.kind !== 'assign') throw new Error();
    return stmt.value;
  } catch {
    unsupported(line, `initial value ${text}`);
  }
}

function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === quote) quote = null;
      continue;
    }
    if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (text.slice(start).trim()) parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

/** `(good := 1, rejected := 2)` → field → value text. */
function structInits(text: string, line: number): Map<string, string> {
  const inner = text.trim();
  if (!inner.startsWith('(') || !inner.endsWith(')')) unsupported(line, `struct initial value ${text}`);
  const map = new Map<string, string>();
  for (const item of splitTopLevel(inner.slice(1, -1))) {
    const at = item.indexOf(':=');
    if (at < 0) unsupported(line, `struct initial value ${text}`);
    map.set(item.slice(0, at).trim().toLowerCase(), item.slice(at + 2).trim());
  }
  return map;
}

export type { Statement };
