// Whether two lists of guards (the conditions a write runs under, each as printed) hold in exactly the same cases by
// IEC 61131-3 boolean semantics: read as a conjunction of AND, OR, XOR and NOT over atoms (a comparison, a signal, a
// call, each compared by its text), and compared over every assignment of the atoms. `NOT (Jog_Plus AND
// Enabling_Switch)` beside `Jog_Minus AND Enabling_Switch` (an ELSIF after that IF) holds where `NOT (Jog_Plus)` does
// beside it: the ELSIF's write runs in the same cases when the IF loses its conjunct. Atoms compared as independent
// makes the answer sound: equal over every assignment, the guards are equal over every state of the machine.
import { balanced } from './impact-text.ts';

type Node = { op: 'atom'; name: string } | { op: 'not'; arg: Node } | { op: 'and' | 'or' | 'xor'; args: [Node, Node] };

/** Beyond this many atoms the guards are not compared (2^n assignments): taken as different. */
const MAX_ATOMS = 12;
/** A guard the walker writes for a loop or a CASE's other branch: one atom, whatever it holds. */
const OPAQUE = /^(FOR|WHILE|REPEAT UNTIL) |\bis none of the cases$/i;

export function sameGuards(was: readonly string[], now: readonly string[]): boolean {
  const parse = (guards: readonly string[]) => guards.map((g) => (OPAQUE.test(g) ? atom(g) : new GuardParser(g).parse()));
  const a = parse(was);
  const b = parse(now);
  if ([...a, ...b].some((n) => n === null)) return false;
  const names = [...new Set([...a, ...b].flatMap((n) => atomsOf(n!)))];
  if (names.length > MAX_ATOMS) return false;
  for (let bits = 0; bits < 1 << names.length; bits++) {
    const values = new Map(names.map((name, i) => [name, (bits & (1 << i)) !== 0]));
    const holds = (nodes: (Node | null)[]) => nodes.every((n) => evaluate(n!, values));
    if (holds(a) !== holds(b)) return false;
  }
  return true;
}

const atom = (text: string): Node => ({ op: 'atom', name: text.trim().replace(/\s+/g, ' ').toLowerCase() });

/** The complement of each comparison (IEC 61131-3): `a <> b` is `NOT (a = b)`, `a >= b` `NOT (a < b)`, `a <= b` `NOT (a > b)`. */
const COMPLEMENT: Record<string, string> = { '<>': '=', '>=': '<', '<=': '>' };

/**
 * An atom, with a comparison of two operands read as its complement's negation where that is the one written
 * (`iPendingAlarms <> 0` is `NOT (iPendingAlarms = 0)`): an ELSIF's `… AND n = 0` after `IF … OR n <> 0` is implied.
 */
function comparison(text: string): Node {
  const flat = text.replace(/\([^()]*\)/g, (g) => ' '.repeat(g.length));
  const ops = [...flat.matchAll(/<>|>=|<=|=|<|>/g)];
  const op = ops.length === 1 ? ops[0]! : null;
  const complement = op ? COMPLEMENT[op[0]] : undefined;
  if (!op || complement === undefined) return atom(text);
  const [left, right] = [text.slice(0, op.index).trim(), text.slice(op.index! + op[0].length).trim()];
  return { op: 'not', arg: atom(`${left} ${complement} ${right}`) };
}

function atomsOf(n: Node): string[] {
  return n.op === 'atom' ? [n.name] : n.op === 'not' ? atomsOf(n.arg) : n.args.flatMap(atomsOf);
}

function evaluate(n: Node, values: ReadonlyMap<string, boolean>): boolean {
  switch (n.op) {
    case 'atom':
      return n.name === 'true' ? true : n.name === 'false' ? false : values.get(n.name)!;
    case 'not':
      return !evaluate(n.arg, values);
    case 'and':
      return evaluate(n.args[0], values) && evaluate(n.args[1], values);
    case 'or':
      return evaluate(n.args[0], values) || evaluate(n.args[1], values);
    case 'xor':
      return evaluate(n.args[0], values) !== evaluate(n.args[1], values);
  }
}

/** OR < XOR < AND < NOT, as IEC 61131-3 binds them; what lies between the operators at the top level is an atom. */
class GuardParser {
  readonly #text: string;
  #pos = 0;

  constructor(text: string) {
    this.#text = text;
  }

  parse(): Node | null {
    const node = this.#binary(0);
    this.#space();
    return node && this.#pos === this.#text.length ? node : null;
  }

  static readonly #LEVELS: ReadonlyArray<{ op: 'or' | 'xor' | 'and'; word: RegExp }> = [
    { op: 'or', word: /(OR_ELSE|OR)(?![A-Za-z0-9_])/iy },
    { op: 'xor', word: /XOR(?![A-Za-z0-9_])/iy },
    { op: 'and', word: /(AND_THEN|AND(?![A-Za-z0-9_])|&)/iy },
  ];

  #binary(level: number): Node | null {
    if (level === GuardParser.#LEVELS.length) return this.#unary();
    const { op, word } = GuardParser.#LEVELS[level]!;
    let left = this.#binary(level + 1);
    while (left && this.#accept(word)) {
      const right = this.#binary(level + 1);
      if (!right) return null;
      left = { op, args: [left, right] };
    }
    return left;
  }

  #unary(): Node | null {
    this.#space();
    const start = this.#pos;
    if (this.#accept(/NOT(?![A-Za-z0-9_])/iy)) {
      // `NOT a = b` binds NOT to `a` (IEC precedence): a comparison after NOT is read whole, as one atom.
      const operand = this.#span();
      if (operand !== null && /[<>=+\-*/]/.test(operand.replace(/\([^()]*\)/g, ''))) return atom(this.#text.slice(start, this.#pos));
      this.#pos = start + 3;
      const arg = this.#unary();
      return arg && { op: 'not', arg };
    }
    const span = this.#span();
    if (span === null || span.trim() === '') return null;
    // A whole group in parentheses is read inside; `(a + b) > c` or a call is an atom.
    const group = /^\((.*)\)$/s.exec(span.trim());
    if (group && balanced(group[1]!)) return new GuardParser(group[1]!).parse();
    return comparison(span);
  }

  /** The text up to the next top-level AND, OR, XOR or `&`, or an unmatched `)`. */
  #span(): string | null {
    this.#space();
    const start = this.#pos;
    let depth = 0;
    while (this.#pos < this.#text.length) {
      const c = this.#text[this.#pos]!;
      if (c === '(') depth++;
      else if (c === ')') {
        if (depth === 0) break;
        depth--;
      } else if (depth === 0 && /\s/.test(c)) {
        const rest = this.#text.slice(this.#pos).trimStart();
        if (/^(AND_THEN|AND|OR_ELSE|OR|XOR)(?![A-Za-z0-9_])|^&/i.test(rest)) break;
      } else if (depth === 0 && c === '&') break;
      this.#pos++;
    }
    return depth === 0 ? this.#text.slice(start, this.#pos) : null;
  }

  #accept(word: RegExp): boolean {
    this.#space();
    word.lastIndex = this.#pos;
    const m = word.exec(this.#text);
    if (!m) return false;
    this.#pos += m[0].length;
    return true;
  }

  #space(): void {
    while (this.#pos < this.#text.length && /\s/.test(this.#text[this.#pos]!)) this.#pos++;
  }
}
