// Characters a person cannot see but a compiler can: bidirectional overrides (the "Trojan Source" trick), zero-width
// characters, byte-order marks and control characters. An agent's edit that carries them is shown with each one
// spelled out, so what the person approves looks exactly like what will be written.

const NAMES: Record<number, string> = {
  0x00: 'NUL',
  0x7f: 'DEL',
  0xad: 'SHY',
  0x034f: 'CGJ',
  0x061c: 'ALM',
  0x115f: 'HCF',
  0x180e: 'MVS',
  0x200b: 'ZWSP',
  0x200c: 'ZWNJ',
  0x200d: 'ZWJ',
  0x200e: 'LRM',
  0x200f: 'RLM',
  0x2028: 'LSEP',
  0x2029: 'PSEP',
  0x202a: 'LRE',
  0x202b: 'RLE',
  0x202c: 'PDF',
  0x202d: 'LRO',
  0x202e: 'RLO',
  0x2060: 'WJ',
  0x2061: 'FA',
  0x2062: 'IT',
  0x2063: 'IS',
  0x2064: 'IP',
  0x2066: 'LRI',
  0x2067: 'RLI',
  0x2068: 'FSI',
  0x2069: 'PDI',
  0x3164: 'HF',
  0xfeff: 'BOM',
  0xfff9: 'IAA',
  0xfffa: 'IAS',
  0xfffb: 'IAT',
};

const BIDI = new Set([0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);

// C0 controls except tab, line feed and carriage return; DEL and C1 controls; and the named characters above.
const INVISIBLE =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufeff\ufff9-\ufffb]/g;

/** A short visible name for an invisible character, e.g. `RLO` or `U+0007`. */
export function invisibleName(char: string): string {
  const code = char.codePointAt(0)!;
  return NAMES[code] ?? `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

export function isBidiControl(char: string): boolean {
  return BIDI.has(char.codePointAt(0)!);
}

export interface InvisibleFinding {
  name: string;
  count: number;
  bidi: boolean;
}

/** Counts every invisible character in the given texts, by name, most frequent first. */
export function findInvisibles(texts: Iterable<string>): InvisibleFinding[] {
  const counts = new Map<string, InvisibleFinding>();
  for (const text of texts) {
    for (const match of text.matchAll(INVISIBLE)) {
      const name = invisibleName(match[0]);
      const found = counts.get(name);
      if (found) found.count++;
      else counts.set(name, { name, count: 1, bidi: isBidiControl(match[0]) });
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** Splits text into plain runs and invisible characters, for rendering each invisible one as a visible marker. */
export function splitInvisibles(text: string): Array<{ text: string; invisible?: string }> {
  const parts: Array<{ text: string; invisible?: string }> = [];
  let last = 0;
  for (const match of text.matchAll(INVISIBLE)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[0], invisible: invisibleName(match[0]) });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * Replaces each invisible character in already-escaped HTML with a visible marker. Safe on highlighter output:
 * the characters matched here never occur in the markup the highlighter writes, only in the text it escaped.
 */
export function markInvisiblesInHtml(html: string): string {
  return html.replace(INVISIBLE, (char) => {
    const name = invisibleName(char);
    return `<span class="invisible-char" title="${name}: an invisible character">${name}</span>`;
  });
}

/** Every string inside a JSON-like value (keys included), for scanning the arguments of a call. */
export function* stringsIn(value: unknown, depth = 0): Generator<string> {
  if (depth > 64) return;
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item, depth + 1);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      yield key;
      yield* stringsIn(item, depth + 1);
    }
  }
}
