// Values a PLC holds, as its watch list shows them (`TRUE`, `12`, `T#3s500ms`, `Running`), read into the
// simulator's values by the type the program declares: a run can start where the machine is. A text that does not
// read as a value of that type is left out (and counted), never guessed.
import { parseTimeLiteral } from './sim-lib.ts';
import { intRange, type SimType } from './sim-types.ts';

/** The simulator's value of `text` for a variable of type `t`, or undefined when it does not read as one. */
export function parseWatchValue(text: string, t: SimType): unknown {
  const value = text.trim();
  switch (t.k) {
    case 'bool':
      if (/^(?:BOOL#)?(?:TRUE|1)$/i.test(value)) return true;
      if (/^(?:BOOL#)?(?:FALSE|0)$/i.test(value)) return false;
      return undefined;
    case 'int': {
      const n = integer(value.replace(/^[A-Z]+#(?=[-+\d])/i, ''));
      if (n === undefined) return undefined;
      const { min, max } = intRange(t);
      return n >= min && n <= max ? n : undefined;
    }
    case 'real': {
      const n = Number(value.replace(/^L?REAL#/i, ''));
      if (value === '' || !Number.isFinite(n)) return undefined;
      return t.name === 'REAL' ? Math.fround(n) : n;
    }
    case 'time': {
      const ms = parseTimeLiteral(value);
      return ms !== undefined && Number.isFinite(ms) ? ms : undefined;
    }
    case 'string': {
      const quoted = /^'(.*)'$/s.exec(value) ?? /^"(.*)"$/s.exec(value);
      const s = quoted ? quoted[1]! : value;
      return s.length <= t.length ? s : undefined;
    }
    case 'enum': {
      // `Running`, `LineMode.Running`, `LineMode#Running`, `Running (2)`, or the number.
      const name = value.replace(/\s*\(\s*-?\d+\s*\)$/, '').replace(/^[A-Za-z_]\w*[.#]/, '').toLowerCase();
      if (t.values.has(name)) return t.values.get(name);
      const n = integer(value);
      return n !== undefined && [...t.values.values()].includes(n) ? n : undefined;
    }
    default:
      return undefined;
  }
}

function integer(text: string): number | undefined {
  const clean = text.replace(/_/g, '');
  const based = /^(2|8|16)#([0-9A-Fa-f]+)$/.exec(clean);
  if (based) return parseInt(based[2]!, Number(based[1]));
  return /^[-+]?\d+$/.test(clean) ? Number(clean) : undefined;
}
