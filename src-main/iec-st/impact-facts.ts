// The facts of one version of a POU that its impact depends on: every write with the conditions it runs under,
// every condition and the signals it reads, every function block call with its inputs, every function called, and
// the declarations. Two versions' facts are compared in impact-analysis.ts.
import { addInterface, type BlockInterfaces } from './block-interfaces.ts';
import { orderFreeKey, parseUnit, printArg, printExpr, printRef, refsInPath, refsOf, type Declaration, type Expr, type ParsedUnit, type Statement, type VariableRef } from './st-parser.ts';
import { normalForm, type LocatedNames } from './st-normal-form.ts';

export interface Site {
  part: string;
  line: number;
}

export interface WriteFact {
  /** The variable written (lower case: IEC names are case-insensitive). */
  root: string;
  target: string;
  op: string;
  /** The value as one canonical line (a FOR counter's: its range); null for an FB output (`Q => x`). */
  value: string | null;
  /** A chained assignment's inner target, which holds the same value (`Q := aux := v`: aux drives Q too). */
  via?: string;
  literal: boolean;
  shape: string;
  literals: string[];
  /** The conditions it runs under, outermost first, each as written (`NOT EmergencyStop`, `ELSE of Start`). */
  guards: string[];
  /** The guards split into their top-level conjuncts, lower case: a permissive removed is one fewer of these. */
  guardTerms: string[];
  /** The value's top-level conjuncts, lower case (`a AND b` → `a`, `b`). */
  valueTerms: string[];
  /** The value and the guards as compared, the operands of AND/OR/XOR in a fixed order: swapping them is no change. */
  valueKey: string;
  guardKeys: string[];
  site: Site;
  /** The method, action or property accessor whose body holds the write, lower case (`checkgas`); absent in a POU's own body. */
  member?: string;
  /** An address written directly where a variable is declared (`%QX1.2 := …` for `Valve`): the address, its item's name. */
  written?: string;
  /** A copy of a variable the statement just before set to a literal: that literal (`copiedLiteral`). */
  copied?: string;
}

export interface ConditionFact {
  text: string;
  /** The condition as compared: the operands of AND/OR/XOR in a fixed order. */
  key: string;
  /** The condition with every literal replaced: equal shapes differ only in constants. */
  shape: string;
  /** For each literal, the signal it is compared with or computed on (`n` of `a AND n < 5`), or null. */
  literalSubjects: Array<string | null>;
  literals: string[];
  /** The signals it reads (lower case) and as written. */
  reads: Map<string, string>;
  /**
   * Each qualified name `T.V` compared for equality with a signal (`eState = E_State.Run`), lower case, with that
   * signal as written: an enumerated value where `T` names no variable (the analysis decides).
   */
  compared: Map<string, string>;
  /** TRUE or FALSE when the condition is a constant. */
  constant: 'TRUE' | 'FALSE' | null;
  /** What runs when it holds, as canonical lines (the first few). */
  guarded: string[];
  site: Site;
}

export interface FbCallFact {
  instance: string;
  display: string;
  /**
   * A declared instance (here or a global), or false for a call of a method, an inherited instance, a program or
   * a function as a statement: its inputs are compared all the same, its being called is a `calls` item.
   */
  declared: boolean;
  /**
   * Each input's value, with its top-level conjuncts (lower case) as `terms`. `member`: written as a member before the
   * call (`tmr.IN := x; tmr();`, `member-inputs.ts`): the same input by IEC 61131-3, whose change is that write's item.
   */
  inputs: Map<string, { name: string; value: string; key: string; literal: boolean; shape: string; literals: string[]; terms: string[]; member?: WriteFact }>;
  guards: string[];
  site: Site;
}

export interface UnitFacts {
  declarations: Map<string, Declaration & { site: Site }>;
  writes: WriteFact[];
  conditions: ConditionFact[];
  fbCalls: FbCallFact[];
  /** Functions, methods and programs called (not function block instances), lower case → as written. */
  calls: Map<string, { display: string; site: Site }>;
  /** Every variable read anywhere. */
  reads: Set<string>;
  /**
   * Pointers and references and what they point at (`p := ADR(GuardLock)`, `r REF= GuardLock`): lower case → the
   * variables as written. A write through one (`p^ := TRUE`) is a write of those.
   */
  aliases: Map<string, Set<string>>;
  /** `IF c THEN y := TRUE; ELSE y := FALSE; END_IF`: the statement and the copy it is equivalent to (`boolean-copies.ts`). */
  booleanCopies: BooleanCopy[];
  /** The inputs, outputs and in-outs of each function block and program in the text (`block-interfaces.ts`). */
  interfaces: BlockInterfaces;
  /** The variables declared at each address (upper case → lower-case names), the text's own and its globals'. */
  located: Map<string, Set<string>>;
  /** The variable each address written directly is read as (`locatedNames`): upper case → as declared. */
  named: LocatedNames;
}

/**
 * An IF/ELSE that writes TRUE in one branch and FALSE in the other to the same target, nothing else: by IEC 61131-3
 * semantics the copy `y := c` (or `y := NOT c`) under the IF's own guards.
 */
export interface BooleanCopy {
  /** The two writes (TRUE and FALSE) and the IF's condition, as the facts hold them. */
  writes: [WriteFact, WriteFact];
  condition: ConditionFact;
  /** The copy's target (lower case), its value as compared (`orderFreeKey`) and the IF's own guards as compared. */
  target: string;
  valueKey: string;
  guardKeys: string[];
  /** The copy itself (`y := c` under the IF's own guards), written where the IF's first write is. */
  copy: WriteFact;
}

/** One text of an edit: a POU file, or a CODESYS object's declaration or implementation. */
export interface UnitPart {
  name: string;
  text: string;
}

/** What the text may refer to outside itself, lower case. */
export interface OuterNames {
  /** Global variable lists whose variables are written qualified (`GVL_IO.bStart`): such a name is one variable. */
  namespaces: ReadonlySet<string>;
  /** Global variables (plain and qualified), so a call of a global function block instance is told from a function call. */
  variables: ReadonlySet<string>;
  /** Global variables by the address each is located at (upper case; lists' `%Q*` by the IO mapping), as written. */
  located?: ReadonlyArray<readonly [string, string]>;
  /** The IO mapping: a variable declared `AT %Q*` (lower case) → its address. */
  mapping?: Readonly<Record<string, string>>;
  /**
   * The other version's variables at each address (`UnitFacts.located`): where this version declares two at one
   * address (a lamp moved onto a valve's bit), the address written directly is the one declared there in both.
   */
  other?: ReadonlyMap<string, ReadonlySet<string>>;
}

const NO_OUTER_NAMES: OuterNames = { namespaces: new Set(), variables: new Set() };

/** Reads the facts of one version; throws ParseError when a part cannot be read. */
export function unitFacts(parts: readonly UnitPart[], outer: OuterNames = NO_OUTER_NAMES): UnitFacts {
  const facts: UnitFacts = { declarations: new Map(), writes: [], conditions: [], fbCalls: [], calls: new Map(), reads: new Set(), aliases: new Map(), booleanCopies: [], interfaces: new Map(), located: new Map(), named: new Map() };
  // Members written inside a function block's text (methods, property accessors, actions) count as its own code.
  const units = parts.map((part) => ({ part, unit: parseUnit(part.text) }));
  const names = locatedNames(units.flatMap(({ unit }) => [unit, ...unit.members]), outer, facts.located);
  facts.named = names;
  const parsed = units.flatMap(({ part, unit: read }) => {
    const unit = normalForm(read, names);
    return [unit, ...unit.members].map((u) => ({ part, unit: u }));
  });
  for (const { part, unit } of parsed) {
    addInterface(facts.interfaces, unit);
    for (const declaration of unit.declarations) {
      facts.declarations.set(declaration.name.toLowerCase(), { ...declaration, site: { part: part.name, line: declaration.line } });
      // `pGuard : POINTER TO BOOL := ADR(GuardLock);`
      for (const m of (declaration.initialValue ?? '').matchAll(ADDRESS_OF)) addAlias(facts, declaration.name, m[1]!);
    }
  }
  // An object's declaration and implementation are two parts of one name (`FB_Gas.CheckGas (declaration)`, `…
  // (implementation)`): a bare body belongs to the member its declaration part names.
  const objectOf = (name: string) => name.replace(/\s*\([^()]*\)$/, '');
  const members = new Map(parsed.flatMap(({ part, unit }) => (memberName(unit) ? [[objectOf(part.name), memberName(unit)!] as const] : [])));
  for (const { part, unit } of parsed) new Walker(facts, part.name, outer, memberName(unit) ?? (unit.pouKind === null ? members.get(objectOf(part.name)) : undefined)).statements(unit.body, []);
  return facts;
}

/**
 * Each address at which exactly one variable is declared (the text's own, its globals, its lists, the IO mapping's):
 * that variable, so `%QX1.2` written directly reads as `Valve AT %QX1.2` does (IEC 61131-3: the same bit).
 */
function locatedNames(units: readonly ParsedUnit[], outer: OuterNames, at: Map<string, Set<string>>): LocatedNames {
  const spelled = new Map<string, string>();
  const add = (address: string | null | undefined, name: string) => {
    if (!address || address.includes('*')) return;
    const key = address.toUpperCase();
    at.set(key, (at.get(key) ?? new Set()).add(name.toLowerCase()));
    spelled.set(name.toLowerCase(), name);
  };
  for (const unit of units) for (const d of unit.declarations) add(d.address?.includes('*') ? outer.mapping?.[d.name.toLowerCase()] : d.address, d.name);
  for (const [address, name] of outer.located ?? []) add(address, name);
  const one = (address: string, declared: ReadonlySet<string>) => {
    const kept = declared.size === 1 ? [...declared] : [...declared].filter((name) => outer.other?.get(address)?.has(name));
    return kept.length === 1 ? [[address, spelled.get(kept[0]!)!] as const] : [];
  };
  return new Map([...at].flatMap(([address, declared]) => one(address, declared)));
}

/** A method's, action's or property accessor's own name, lower case (`FB_Gas.CheckGas` → `checkgas`); none for a POU. */
function memberName(unit: ParsedUnit): string | undefined {
  return ['METHOD', 'ACTION', 'PROPERTY'].includes(unit.pouKind?.toUpperCase() ?? '') && unit.name ? unit.name.split('.').pop()!.toLowerCase() : undefined;
}

const ELEMENTARY = 'BOOL|BYTE|WORD|DWORD|LWORD|SINT|INT|DINT|LINT|USINT|UINT|UDINT|ULINT|REAL|LREAL|TIME|LTIME|DATE|LDATE|TIME_OF_DAY|TOD|LTOD|DATE_AND_TIME|DT|LDT|STRING|WSTRING|CHAR|WCHAR|BCD';
/** IEC 61131-3 type conversions: `INT_TO_REAL`, `TO_TIME`, `BCD_TO_INT`, `TRUNC_DINT`. */
const CONVERSION = new RegExp(`^(?:(?:${ELEMENTARY})_)?TO_(?:${ELEMENTARY})$|^TRUNC(?:_(?:${ELEMENTARY}))?$`, 'i');
/** IEC 61131-3 standard functions whose result depends on their arguments alone (numeric, bit, selection, comparison, string). */
const PURE_STANDARD_FUNCTIONS = new Set(
  'ABS SQRT LN LOG EXP SIN COS TAN ASIN ACOS ATAN ATAN2 EXPT ADD SUB MUL DIV MOD SHL SHR ROL ROR SEL MAX MIN LIMIT MUX GT GE EQ LE LT NE LEN LEFT RIGHT MID CONCAT INSERT DELETE REPLACE FIND'.split(' '),
);

/** A standard function without side effects: a type conversion or one of the numeric, comparison and string functions. */
export function isPureFunction(name: string): boolean {
  return PURE_STANDARD_FUNCTIONS.has(name.toUpperCase()) || CONVERSION.test(name);
}

/** The standard library's functions that write memory through an address argument. */
const MEMORY_FUNCTIONS = new Set(['MEMSET', 'MEMCPY', 'MEMMOVE', 'MOVE']);

/** `ADR(x)`, `REF(x)`, `ADRINST(x)` in an initial value. */
const ADDRESS_OF = /\b(?:ADR|REF|ADRINST)\s*\(\s*([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)?)/gi;
const ADDRESS_FUNCTIONS = new Set(['adr', 'ref', 'adrinst']);
/** Operators the compiler evaluates (`SIZEOF(ST_Cmd)`): no POU is called. */
const COMPILE_TIME_OPERATORS = new Set(['sizeof', 'xsizeof', 'bitadr', 'indexof']);

function addAlias(facts: UnitFacts, pointer: string, target: string): void {
  const key = pointer.toLowerCase();
  const targets = facts.aliases.get(key) ?? new Set<string>();
  targets.add(target);
  facts.aliases.set(key, targets);
}

/** `a AND (b OR c)` → `a`, `b OR c`: the conditions that must all hold. */
export function conjuncts(expr: Expr): string[] {
  return expr.kind === 'binary' && expr.op === 'AND' ? [...conjuncts(expr.left), ...conjuncts(expr.right)] : [printExpr(expr).toLowerCase()];
}

/**
 * The conjuncts of `NOT (expr)`, the guard of the branches after an IF's `expr`: `NOT (a OR b)` holds `NOT (a)` and
 * `NOT (b)`, so a disjunct removed from the first branch is a conjunct the later branches lose.
 */
function negatedConjuncts(expr: Expr): string[] {
  return expr.kind === 'binary' && (expr.op === 'OR' || expr.op === 'OR_ELSE') ? [...negatedConjuncts(expr.left), ...negatedConjuncts(expr.right)] : [`not (${printExpr(expr)})`.toLowerCase()];
}

/**
 * Whether `condition` can only hold where `earlier` does not: one of its conjuncts is the negation of one of
 * earlier's (`NOT a AND NOT b` excludes `a AND b AND c`), so `NOT (earlier) AND condition` is `condition`.
 */
function excludes(condition: Expr, earlier: Expr): boolean {
  const mine = conjuncts(condition);
  return conjuncts(earlier).some((term) => mine.includes(`not ${term}`) || mine.includes(`not (${term})`) || (term.startsWith('not ') && mine.includes(term.slice(4).replace(/^\((.*)\)$/, '$1'))));
}

/** The variables whose address an expression takes (`ADR(GuardLock)`, `REF(x)`), anywhere in it. */
function addressesTaken(expr: Expr, into: VariableRef[] = []): VariableRef[] {
  if (expr.kind === 'call') {
    if (ADDRESS_FUNCTIONS.has(expr.callee.root.toLowerCase()) && expr.callee.parts.length === 0) {
      for (const arg of expr.args) if (arg.value.kind === 'ref') into.push(arg.value.ref);
    }
    for (const arg of expr.args) addressesTaken(arg.value, into);
  } else if (expr.kind === 'unary') addressesTaken(expr.operand, into);
  else if (expr.kind === 'binary') {
    addressesTaken(expr.left, into);
    addressesTaken(expr.right, into);
  }
  return into;
}

/** `THIS^.x` is the POU's own `x`. */
function ownRef(ref: VariableRef): VariableRef {
  const [first, second] = ref.parts;
  if (ref.root.toUpperCase() === 'THIS' && first && 'deref' in first && second && 'member' in second) return { root: second.member, parts: ref.parts.slice(2), line: ref.line };
  return ref;
}

/**
 * The signal a reference reads, members included (`a.IO.sensor4`, `GVL_IO.bStart`, `Timer.Q`), and elements of a
 * constant index (`aTon[2].Q`: one timer of the array, a signal of its own), up to a variable index or a call.
 */
function memberPath(ref: VariableRef, namespaces: ReadonlySet<string>): string {
  const own = ownRef(ref);
  let name = rootName(own, namespaces);
  for (const part of own.parts.slice(name.includes('.') ? 1 : 0)) {
    if ('index' in part && part.index.every((e) => e.kind === 'literal' && /^\d+$/.test(e.text))) name += `[${part.index.map((e) => printExpr(e)).join(', ')}]`;
    else if ('member' in part) name += `.${part.member}`;
    else break;
  }
  return name;
}

/**
 * For each constant of an expression, in printExpr's order, the signal it is compared with or computed on: the first
 * signal of the other side of the innermost comparison around it (`n` for the 5 of `a AND n < 5`, `Level` for the
 * 5 of `Level < Limit - 5`), else of the arithmetic around it.
 */
function literalSubjects(expr: Expr, namespaces: ReadonlySet<string>, context: string | null = null, into: Array<string | null> = []): Array<string | null> {
  const path = (ref: VariableRef) => {
    for (const part of ref.parts) {
      if ('index' in part) for (const e of part.index) literalSubjects(e, namespaces, context, into);
      else if ('call' in part) for (const arg of part.call) literalSubjects(arg.value, namespaces, context, into);
    }
  };
  switch (expr.kind) {
    case 'literal':
      if (!isNamedValue(expr.text)) into.push(context);
      break;
    case 'ref':
      path(expr.ref);
      break;
    case 'call':
      path(expr.callee);
      for (const arg of expr.args) literalSubjects(arg.value, namespaces, context, into);
      break;
    case 'unary':
      literalSubjects(expr.operand, namespaces, context, into);
      break;
    case 'binary': {
      const subject = (side: Expr) => {
        const first = refsOf(side)[0];
        return first ? memberPath(first, namespaces) : null;
      };
      if (COMPARISONS.has(expr.op)) {
        // A limit is the limit of the signal it is compared with: `Level < Limit - 5` limits Level, not Limit.
        const [left, right] = [subject(expr.left), subject(expr.right)];
        literalSubjects(expr.left, namespaces, right ?? left ?? context, into);
        literalSubjects(expr.right, namespaces, left ?? right ?? context, into);
      } else {
        // Arithmetic inside a comparison keeps the comparison's signal; outside one, its own first signal.
        const logical = ['AND', 'OR', 'XOR', 'AND_THEN', 'OR_ELSE'].includes(expr.op);
        const inner = logical ? context : (context ?? subject(expr));
        literalSubjects(expr.left, namespaces, inner, into);
        literalSubjects(expr.right, namespaces, inner, into);
      }
      break;
    }
  }
  return into;
}

const COMPARISONS = new Set(['=', '<>', '<', '>', '<=', '>=']);
const isLiteral = (expr: Expr): boolean => expr.kind === 'literal' || (expr.kind === 'unary' && expr.op === '-' && expr.operand.kind === 'literal');
/** The variable a reference names, as written: `x`, or `GVL.x` for a qualified global. */
function rootName(reference: VariableRef, namespaces: ReadonlySet<string>): string {
  const ref = ownRef(reference);
  const first = ref.parts[0];
  return namespaces.has(ref.root.toLowerCase()) && first && 'member' in first ? `${ref.root}.${first.member}` : ref.root;
}

/**
 * The qualified names `T.V` (no more parts) an equality or inequality compares with a signal (`eState = E_State.Run`,
 * `E_State.Run <> eState`), lower case, each with that signal as written.
 */
function comparedValues(expr: Expr, namespaces: ReadonlySet<string>, into = new Map<string, string>()): Map<string, string> {
  if (expr.kind === 'unary') comparedValues(expr.operand, namespaces, into);
  if (expr.kind !== 'binary') return into;
  if (expr.op === '=' || expr.op === '<>') {
    const pair = (value: Expr, other: Expr) => {
      if (value.kind !== 'ref' || other.kind !== 'ref') return;
      const [part, ...more] = value.ref.parts;
      if (!part || !('member' in part) || more.length > 0 || namespaces.has(value.ref.root.toLowerCase())) return;
      into.set(`${value.ref.root}.${part.member}`.toLowerCase(), memberPath(other.ref, namespaces));
    };
    pair(expr.right, expr.left);
    pair(expr.left, expr.right);
  }
  comparedValues(expr.left, namespaces, into);
  comparedValues(expr.right, namespaces, into);
  return into;
}

/**
 * An enumerated value (`ARM_STATES_T#ARM_RAISE`, `LineMode#Running`): a name that keeps its value, so another one in
 * its place changes what is written or compared, not a constant. `BOOL#TRUE` and numbers stay constants.
 */
export const isNamedValue = (literal: string): boolean => /^[A-Za-z_][A-Za-z0-9_.]*#[A-Za-z_][A-Za-z0-9_]*$/.test(literal) && !/#(TRUE|FALSE)$/i.test(literal);

/**
 * A value's shape (its constants replaced) and its constants, so two values that differ only in constants pair up.
 * Enumerated values stay in the shape.
 */
export function valueShape(expr: Expr, elements = false): { shape: string; literals: string[] } {
  const literals: string[] = [];
  // With `elements`, a constant index stays in the shape: it selects another element, a signal of its own.
  const shape = printExpr(expr, (literal, inIndex) => ((elements && inIndex) || isNamedValue(literal) ? literal : (literals.push(literal), '#'))).toLowerCase();
  return { shape, literals };
}

class Walker {
  readonly #facts: UnitFacts;
  readonly #part: string;
  readonly #outer: OuterNames;
  /** The method, action or property accessor walked, lower case (`WriteFact.member`). */
  readonly #member: string | undefined;
  /** Each guard as printed → as compared (`IF b AND a` is the guard `IF a AND b` was). */
  readonly #guardKeys = new Map<string, string>();

  constructor(facts: UnitFacts, part: string, outer: OuterNames, member?: string) {
    this.#facts = facts;
    this.#part = part;
    this.#outer = outer;
    this.#member = member;
  }

  #key(ref: VariableRef): string {
    return rootName(ref, this.#outer.namespaces).toLowerCase();
  }

  statements(body: readonly Statement[], guards: string[], guardTerms: string[] = []): void {
    body.forEach((statement, i) => this.#statement(statement, guards, guardTerms, copiedLiteral(body[i - 1], statement)));
  }

  /** A write of `target`; the terms of its guards go with it. */
  #write(fact: Omit<WriteFact, 'guards' | 'guardTerms' | 'valueTerms' | 'valueKey' | 'guardKeys'> & { valueTerms?: string[]; valueKey?: string }, guards: string[], guardTerms: string[]): void {
    const guardKeys = guards.map((g) => this.#guardKeys.get(g) ?? g.toLowerCase());
    this.#facts.writes.push({ valueTerms: [], valueKey: (fact.value ?? '').toLowerCase(), ...fact, guards, guardTerms, guardKeys, ...(this.#member ? { member: this.#member } : {}) });
  }

  /** A guard printed from a condition, remembered with its key. */
  #guard(condition: Expr, negated = false): string {
    const text = negated ? `NOT (${printExpr(condition)})` : printExpr(condition);
    this.#guardKeys.set(text, negated ? `not(${orderFreeKey(condition)})` : orderFreeKey(condition));
    return text;
  }

  /**
   * Variables whose address a statement takes (`MEMSET(ADR(GuardLock), 1, 1)`, `p := ADR(GuardLock)`): each may be
   * written through it, so each counts as written by the statement.
   */
  #addressesTaken(expr: Expr, statement: string, guards: string[], guardTerms: string[], site: Site, shaped: { shape: string; literals: string[] } = { shape: '', literals: [] }): void {
    for (const ref of addressesTaken(expr)) {
      this.#write({ root: this.#key(ref), target: printRef(ref), op: 'ADR', value: statement, literal: false, ...shaped, site }, guards, guardTerms);
    }
  }

  #statement(statement: Statement, guards: string[], guardTerms: string[], copied?: string): void {
    const site = { part: this.#part, line: statement.line };
    switch (statement.kind) {
      case 'assign': {
        this.#read(statement.value);
        for (const ref of refsInPath(statement.target)) this.#facts.reads.add(this.#key(ref));
        const value = statement.value;
        // `r REF= GuardLock`, `p := ADR(GuardLock)`: p now points at GuardLock.
        if (statement.op === 'REF=' && value.kind === 'ref') addAlias(this.#facts, statement.target.root, rootName(value.ref, this.#outer.namespaces));
        for (const ref of addressesTaken(value)) addAlias(this.#facts, statement.target.root, rootName(ref, this.#outer.namespaces));
        this.#addressesTaken(value, describeStatement(statement), guards, guardTerms, site);
        // `DO_RunFwd := xAuxFwd := v`: the output gets v, compared as v (a changed v changes both).
        const gets = statement.chainedValue ?? value;
        this.#write(
          {
            root: this.#key(statement.target),
            target: printRef(ownRef(statement.target)),
            ...(statement.target.written ? { written: statement.target.written } : {}),
            op: statement.op,
            value: printExpr(gets),
            ...(statement.chainedValue ? { via: printExpr(value) } : {}),
            literal: isLiteral(gets),
            ...valueShape(gets),
            valueTerms: conjuncts(gets),
            valueKey: orderFreeKey(gets),
            ...(copied !== undefined ? { copied } : {}),
            site,
          },
          guards,
          guardTerms,
        );
        return;
      }
      case 'call': {
        this.#call(statement.callee, statement.args, guards, guardTerms, site);
        // What a memory function writes depends on all of its arguments (`MEMSET(ADR(x), 1, 1)`); a block given a
        // pointer (`pMemoryAddr := ADR(x)`) writes through that argument alone, so its other inputs are no new write.
        const memory = MEMORY_FUNCTIONS.has(statement.callee.root.toUpperCase());
        // Its arguments' constants are constants of what it writes (`MEMSET(ADR(x), 0, …)` → `16#FF`: x's fill value).
        const args = statement.args.map((arg) => valueShape(arg.value));
        const shaped = memory ? { shape: args.map((a) => a.shape).join(', '), literals: args.flatMap((a) => a.literals) } : undefined;
        for (const arg of statement.args) {
          if (!arg.output) this.#addressesTaken(arg.value, memory ? describeStatement(statement) : `${printRef(statement.callee)}(${printArg(arg)})`, guards, guardTerms, site, shaped);
        }
        return;
      }
      case 'if': {
        const marks = { writes: this.#facts.writes.length, conditions: this.#facts.conditions.length };
        const before: Expr[] = [];
        for (const branch of statement.branches) {
          const branchSite = { part: this.#part, line: branch.line };
          // An earlier condition this branch's own excludes (`ELSIF NOT a AND …` after `IF a AND b`) adds nothing.
          const taken = before.filter((c) => !branch.condition || !excludes(branch.condition, c));
          const notBefore = taken.map((c) => this.#guard(c, true));
          const notBeforeTerms = taken.flatMap(negatedConjuncts);
          if (branch.condition) {
            this.#condition(branch.condition, branch.body, branchSite);
            this.statements(branch.body, [...guards, ...notBefore, this.#guard(branch.condition)], [...guardTerms, ...notBeforeTerms, ...conjuncts(branch.condition)]);
            before.push(branch.condition);
          } else {
            this.statements(branch.body, [...guards, ...notBefore], [...guardTerms, ...notBeforeTerms]);
          }
        }
        this.#booleanCopy(statement, guards, guardTerms, marks);
        return;
      }
      case 'case': {
        const selector = printExpr(statement.selector);
        this.#condition(statement.selector, [], site);
        for (const branch of statement.cases) {
          const guard = `${selector} = ${branch.labels}`;
          this.statements(branch.body, [...guards, guard], [...guardTerms, guard.toLowerCase()]);
        }
        if (statement.otherwise) {
          const guard = `${selector} is none of the cases`;
          this.statements(statement.otherwise, [...guards, guard], [...guardTerms, guard.toLowerCase()]);
        }
        return;
      }
      case 'for':
        for (const e of [statement.from, statement.to, ...(statement.by ? [statement.by] : [])]) this.#read(e);
        {
          // The loop's range is the counter's value: a changed bound pairs up as a changed constant.
          const bounds = [statement.from, statement.to, ...(statement.by ? [statement.by] : [])].map((e) => valueShape(e));
          const words = ['', ' TO ', ' BY '];
          this.#write(
            {
              root: this.#key(statement.variable),
              target: printRef(ownRef(statement.variable)),
              op: 'FOR',
              value: [statement.from, statement.to, ...(statement.by ? [statement.by] : [])].map((e, i) => `${words[i]}${printExpr(e)}`).join(''),
              literal: false,
              shape: bounds.map((b, i) => `${words[i]}${b.shape}`).join(''),
              literals: bounds.flatMap((b) => b.literals),
              site,
            },
            guards,
            guardTerms,
          );
        }
        {
          const guard = `FOR ${printRef(statement.variable)}`;
          this.statements(statement.body, [...guards, guard], [...guardTerms, guard.toLowerCase()]);
        }
        return;
      case 'while': {
        this.#condition(statement.condition, statement.body, site);
        const guard = `WHILE ${printExpr(statement.condition)}`;
        this.statements(statement.body, [...guards, guard], [...guardTerms, guard.toLowerCase()]);
        return;
      }
      case 'repeat':
        this.statements(statement.body, [...guards, `REPEAT UNTIL ${printExpr(statement.until)}`], [...guardTerms, `repeat until ${printExpr(statement.until).toLowerCase()}`]);
        this.#condition(statement.until, [], site);
        return;
      case 'jump':
        return;
    }
  }

  /** An IF/ELSE of `y := TRUE` and `y := FALSE` alone, noted with the copy it equals (`BooleanCopy`). */
  #booleanCopy(statement: Extract<Statement, { kind: 'if' }>, guards: string[], guardTerms: string[], marks: { writes: number; conditions: number }): void {
    const [then, otherwise] = statement.branches;
    if (statement.branches.length !== 2 || !then?.condition || otherwise?.condition !== null) return;
    const assigned = [then.body, otherwise.body].map((body) => (body.length === 1 && body[0]!.kind === 'assign' && body[0]!.op === ':=' && body[0]!.chainedValue === undefined ? body[0]! : null));
    const [on, off] = assigned.map((a) => (a?.kind === 'assign' && a.value.kind === 'literal' ? a.value.text.toUpperCase() : null));
    const [a, b] = assigned;
    if (a?.kind !== 'assign' || b?.kind !== 'assign' || printRef(a.target).toLowerCase() !== printRef(b.target).toLowerCase()) return;
    if (!((on === 'TRUE' && off === 'FALSE') || (on === 'FALSE' && off === 'TRUE'))) return;
    const writes = this.#facts.writes.slice(marks.writes);
    const condition = this.#facts.conditions[marks.conditions];
    if (writes.length !== 2 || !condition) return;
    const c = then.condition;
    const value: Expr = on === 'TRUE' ? c : c.kind === 'unary' && c.op.toUpperCase() === 'NOT' ? c.operand : { kind: 'unary', op: 'NOT', operand: c, line: statement.line };
    const guardKeys = guards.map((g) => this.#guardKeys.get(g) ?? g.toLowerCase());
    const first = writes[0]!;
    const copy: WriteFact = { ...first, op: ':=', value: printExpr(value), literal: false, ...valueShape(value), valueTerms: conjuncts(value), valueKey: orderFreeKey(value), guards, guardTerms, guardKeys };
    this.#facts.booleanCopies.push({ writes: [first, writes[1]!], condition, target: printRef(a.target).toLowerCase(), valueKey: copy.valueKey, guardKeys, copy });
  }

  #read(expr: Expr): void {
    for (const ref of refsOf(expr)) this.#facts.reads.add(this.#key(ref));
    this.#calls(expr);
  }

  /** Functions called inside an expression. */
  #calls(expr: Expr): void {
    if (expr.kind === 'call') {
      this.#noteCall(expr.callee, { part: this.#part, line: expr.line });
      for (const arg of expr.args) this.#calls(arg.value);
    } else if (expr.kind === 'unary') this.#calls(expr.operand);
    else if (expr.kind === 'binary') {
      this.#calls(expr.left);
      this.#calls(expr.right);
    }
  }

  #noteCall(callee: VariableRef, site: Site): void {
    // A standard function without side effects has no call to lose: what its value changes is reported instead.
    if (callee.parts.length === 0 && isPureFunction(callee.root)) return;
    // `ADR(x)`, `REF(x)`: operators that take an address, no POU; what is written through it is reported instead.
    if (callee.parts.length === 0 && (ADDRESS_FUNCTIONS.has(callee.root.toLowerCase()) || COMPILE_TIME_OPERATORS.has(callee.root.toLowerCase()))) return;
    const display = printRef(ownRef(callee));
    this.#facts.calls.set(display.toLowerCase(), { display, site });
  }

  #condition(condition: Expr, body: readonly Statement[], site: Site): void {
    this.#read(condition);
    // Each signal as far as its members reach: `a.IO.sensor4` no longer read is not "a read differently".
    const reads = new Map<string, string>();
    for (const ref of refsOf(condition)) {
      const name = memberPath(ref, this.#outer.namespaces);
      reads.set(name.toLowerCase(), name);
    }
    const text = printExpr(condition);
    const constant = condition.kind === 'literal' && (text === 'TRUE' || text === 'FALSE') ? text : null;
    this.#facts.conditions.push({
      text,
      key: orderFreeKey(condition),
      ...valueShape(condition),
      literalSubjects: literalSubjects(condition, this.#outer.namespaces),
      reads,
      compared: comparedValues(condition, this.#outer.namespaces),
      constant,
      guarded: body.slice(0, 3).map(describeStatement),
      site,
    });
  }

  /** A call statement: a function block instance (a declared variable) or a function, method or program. */
  #call(callee: VariableRef, args: readonly { name?: string; output: boolean; value: Expr }[], guards: string[], guardTerms: string[], site: Site): void {
    for (const ref of refsInPath(callee)) this.#facts.reads.add(this.#key(ref));
    for (const arg of args) {
      if (arg.output) {
        const target = arg.value.kind === 'ref' ? arg.value.ref : null;
        if (target) this.#write({ root: this.#key(target), target: printRef(target), op: '=>', value: `${printRef(callee)}.${arg.name}`, literal: false, shape: '', literals: [], site }, guards, guardTerms);
      } else this.#read(arg.value);
    }
    const own = ownRef(callee);
    const key = this.#key(own);
    const whole = own.parts.length === (key.includes('.') ? 1 : 0);
    // An instance of a standard timer or edge block the POU declares elsewhere (a method calling its FB's `tonStroke(IN
    // := FALSE)`): called with those blocks' formal inputs only (IN, PT; CLK), it is a block instance, not a method.
    const standardBlock = own.parts.length === 0 && args.length > 0 && args.every((arg) => arg.name !== undefined && /^(IN|PT|CLK|Q|ET)$/i.test(arg.name));
    const declared = whole && (this.#facts.declarations.has(key) || this.#outer.variables.has(key) || standardBlock);
    if (!declared) this.#noteCall(callee, site);
    // A standard function has no instance whose inputs persist: what a memory function writes through its arguments
    // is reported as those writes (`MEMSET(ADR(aLog), …)` → `MEMSET(ADR(Pressure), …)`), a pure one has no effect.
    const standardFunction = own.parts.length === 0 && (MEMORY_FUNCTIONS.has(own.root.toUpperCase()) || isPureFunction(own.root));
    if (standardFunction && !declared) return;
    const inputs: FbCallFact['inputs'] = new Map();
    args.forEach((arg, i) => {
      if (arg.output) return;
      const name = arg.name ?? `#${i + 1}`;
      inputs.set(name.toLowerCase(), { name, value: printExpr(arg.value), key: orderFreeKey(arg.value), literal: isLiteral(arg.value), ...valueShape(arg.value, true), terms: conjuncts(arg.value) });
    });
    // A method, an inherited instance (`tonDelay` of the FB a method belongs to), a program: its inputs still count.
    const display = declared ? rootName(own, this.#outer.namespaces) : printRef(own);
    this.#facts.fbCalls.push({ instance: declared ? key : display.toLowerCase(), display, declared, inputs, guards, site });
  }
}

/** The values given to one input (lower case: `in`, `clk`) at every call of an instance (lower case) in these versions. */
export function inputValues(sides: readonly UnitFacts[], instance: string, input: string): string[] {
  return sides.flatMap((facts) => facts.fbCalls.filter((c) => c.instance.toLowerCase() === instance).flatMap((c) => c.inputs.get(input)?.value ?? []));
}

/** One line for a statement, for "which guarded ..." sentences. */
export function describeStatement(statement: Statement): string {
  switch (statement.kind) {
    case 'assign':
      return `${printRef(statement.target)} ${statement.op} ${printExpr(statement.value)}`;
    case 'call':
      return `${printRef(statement.callee)}(${statement.args.map((a) => printArg(a)).join(', ')})`;
    case 'if':
      return `IF ${statement.branches[0]?.condition ? printExpr(statement.branches[0].condition) : ''} ...`;
    case 'case':
      return `CASE ${printExpr(statement.selector)} ...`;
    case 'for':
      return `FOR ${printRef(statement.variable)} ...`;
    case 'while':
      return `WHILE ${printExpr(statement.condition)} ...`;
    case 'repeat':
      return 'REPEAT ...';
    case 'jump':
      return statement.word;
  }
}

/**
 * The literal a copy writes where the statement before set the variable it copies to one (`Link := FALSE; Valve :=
 * Link;`): IEC 61131-3 runs them one after the other, so the copy switches the output as `Valve := FALSE` does
 * (`WriteFact.copied`). Its own value stays the variable: the copy's statement did not change where the one before did.
 */
function copiedLiteral(before: Statement | undefined, statement: Statement): string | undefined {
  if (before?.kind !== 'assign' || statement.kind !== 'assign' || before.op !== ':=' || statement.op !== ':=' || statement.chainedValue) return undefined;
  const simple = (ref: VariableRef) => (ref.parts.length === 0 && !ref.root.startsWith('%') ? ref.root.toLowerCase() : undefined);
  const value = before.chainedValue ?? before.value;
  const written = simple(before.target);
  if (written === undefined || statement.value.kind !== 'ref' || simple(statement.value.ref) !== written || !isLiteral(value)) return undefined;
  return printExpr(value);
}
