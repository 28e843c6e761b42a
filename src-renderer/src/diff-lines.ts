// Reads a unified diff into lines the approval card can colour and number. Hunk headers carry line counts, so
// a removed line that happens to start with "--" is never mistaken for the next file's header.

export interface DiffLine {
  kind: 'file' | 'hunk' | 'add' | 'del' | 'context' | 'note';
  text: string;
  oldLine?: number;
  newLine?: number;
}

/** A line of one of the diff's files: `part` is the file's name as its `+++` header gives it. */
export interface DiffLocation {
  part: string;
  side: 'old' | 'new';
  line: number;
}

/** The diff line at `at` (a line number of the current or the new text of one file), if the diff shows it. */
export function findDiffLine(parsed: readonly DiffLine[], at: DiffLocation): DiffLine | undefined {
  let part: string | null = null;
  for (const line of parsed) {
    if (line.kind === 'file' && /^(\+\+\+|---) /.test(line.text)) {
      const name = line.text.slice(4).split('\t')[0]!.trim();
      if (line.text.startsWith('+++') || part === null) part = name;
    } else if (part === at.part && (at.side === 'new' ? line.newLine : line.oldLine) === at.line) return line;
  }
  return undefined;
}

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

export function parseUnifiedDiff(diff: string): DiffLine[] {
  const out: DiffLine[] = [];
  let oldLine = 0;
  let newLine = 0;
  let oldLeft = 0;
  let newLeft = 0;
  for (const text of diff.replace(/\n$/, '').split('\n')) {
    const inHunk = oldLeft > 0 || newLeft > 0;
    const hunk = inHunk ? null : HUNK_HEADER.exec(text);
    if (hunk) {
      oldLine = Number(hunk[1]);
      oldLeft = Number(hunk[2] ?? 1);
      newLine = Number(hunk[3]);
      newLeft = Number(hunk[4] ?? 1);
      out.push({ kind: 'hunk', text });
    } else if (text.startsWith('\\')) {
      out.push({ kind: 'note', text });
    } else if (!inHunk) {
      out.push({ kind: 'file', text });
    } else if (text.startsWith('+')) {
      newLeft--;
      out.push({ kind: 'add', text, newLine: newLine++ });
    } else if (text.startsWith('-')) {
      oldLeft--;
      out.push({ kind: 'del', text, oldLine: oldLine++ });
    } else {
      oldLeft--;
      newLeft--;
      out.push({ kind: 'context', text, oldLine: oldLine++, newLine: newLine++ });
    }
  }
  return out;
}

export function diffStats(lines: DiffLine[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const line of lines) {
    if (line.kind === 'add') added++;
    else if (line.kind === 'del') removed++;
  }
  return { added, removed };
}

/** One row of a side-by-side diff: a removed line beside the added line that replaced it, or a full-width row. */
export type SplitRow =
  | { kind: 'pair'; left?: DiffLine; right?: DiffLine }
  | { kind: 'full'; line: DiffLine };

/**
 * Pairs a unified diff's lines for side-by-side display: context lines sit on both sides, and each run of
 * removed lines is matched line by line with the run of added lines that follows it.
 */
export function toSplitRows(lines: readonly DiffLine[]): SplitRow[] {
  const rows: SplitRow[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.kind === 'context') {
      rows.push({ kind: 'pair', left: line, right: line });
      i++;
    } else if (line.kind === 'del' || line.kind === 'add') {
      const removed: DiffLine[] = [];
      const added: DiffLine[] = [];
      while (i < lines.length && lines[i]!.kind === 'del') removed.push(lines[i++]!);
      while (i < lines.length && lines[i]!.kind === 'add') added.push(lines[i++]!);
      for (let k = 0; k < Math.max(removed.length, added.length); k++) rows.push({ kind: 'pair', left: removed[k], right: added[k] });
    } else {
      rows.push({ kind: 'full', line });
      i++;
    }
  }
  return rows;
}

/** The code of a diff line without its +/-/space marker. */
export function lineCode(line: DiffLine): string {
  return line.kind === 'add' || line.kind === 'del' || line.kind === 'context' ? line.text.slice(1) : line.text;
}

/** A span of a line's code, in UTF-16 units: [start, end). */
export interface TextRange {
  start: number;
  end: number;
}

/**
 * Each removed line and the added line that replaced it, both ways (index → index in `lines`): the k-th line of a
 * removed run is paired with the k-th line of the added run right after it, as a reviewer reads them.
 */
export function changePartners(lines: readonly DiffLine[]): Map<number, number> {
  const partners = new Map<number, number>();
  let i = 0;
  while (i < lines.length) {
    if (lines[i]!.kind !== 'del') {
      i++;
      continue;
    }
    const removedFrom = i;
    while (i < lines.length && lines[i]!.kind === 'del') i++;
    // A note ("no newline at end of file") may sit between the runs.
    let addedFrom = i;
    while (addedFrom < lines.length && lines[addedFrom]!.kind === 'note') addedFrom++;
    let k = 0;
    while (removedFrom + k < i && addedFrom + k < lines.length && lines[addedFrom + k]!.kind === 'add') {
      partners.set(removedFrom + k, addedFrom + k);
      partners.set(addedFrom + k, removedFrom + k);
      k++;
    }
  }
  return partners;
}

/** Words, runs of white space, and single other characters (operators, `#`, quotes): the units a change is marked in. */
const TOKEN = /[\p{L}\p{N}_]+|\s+|./gsu;
/** Longer lines are marked as a whole: a word diff of a minified blob helps nobody and costs time. */
const WORD_DIFF_MAX_CHARS = 2000;
/** Bounds the quadratic table of a word diff (two lines of ~500 words each). */
const MAX_TOKEN_PAIRS = 250_000;
/** Below this share of unchanged characters, two lines are a rewrite: marking nearly every word only adds noise. */
const MIN_SHARED = 0.3;

/**
 * What changed within a line: the ranges of `before` that were removed and of `after` that were added, word by word
 * (`T#3s` → `T#5s` marks `3s` and `5s`). Null when the lines are too different (or too long) for marks to help.
 */
export function wordChanges(before: string, after: string): { before: TextRange[]; after: TextRange[] } | null {
  if (before.length > WORD_DIFF_MAX_CHARS || after.length > WORD_DIFF_MAX_CHARS) return null;
  const a = before.match(TOKEN) ?? [];
  const b = after.match(TOKEN) ?? [];
  if (a.length * b.length > MAX_TOKEN_PAIRS) return null;
  const table = commonSubsequence(a, b);
  const removed: TextRange[] = [];
  const added: TextRange[] = [];
  let shared = 0;
  let i = 0;
  let j = 0;
  let at = 0;
  let bt = 0;
  const push = (ranges: TextRange[], start: number, end: number) => {
    const last = ranges[ranges.length - 1];
    if (last && last.end === start) last.end = end;
    else ranges.push({ start, end });
  };
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      shared += a[i]!.length;
      at += a[i++]!.length;
      bt += b[j++]!.length;
    } else if (j >= b.length || (i < a.length && table[i + 1]![j]! >= table[i]![j + 1]!)) {
      push(removed, at, (at += a[i++]!.length));
    } else {
      push(added, bt, (bt += b[j++]!.length));
    }
  }
  if (shared / Math.max(1, before.length, after.length) < MIN_SHARED) return null;
  return { before: removed, after: added };
}

/** table[i][j]: length of the longest common subsequence of a[i..] and b[j..]. */
function commonSubsequence(a: readonly string[], b: readonly string[]): number[][] {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  return table;
}

const HUNK_RANGE = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@ ?(.*)$/;

/** A hunk header as a person reads it: "Lines 14–20", plus the section the diff tool named (a POU header). */
export function hunkLabel(text: string): string {
  const match = HUNK_RANGE.exec(text);
  if (!match) return text;
  const newStart = Number(match[3]);
  const newCount = Number(match[4] ?? 1);
  const [start, count] = newCount > 0 ? [newStart, newCount] : [Number(match[1]), Number(match[2] ?? 1)];
  const lines = count <= 1 ? `Line ${start}` : `Lines ${start}–${start + count - 1}`;
  return match[5] ? `${lines} · ${match[5]}` : lines;
}

/** The note a diff tool writes after a line without a final newline, in words. */
export function noteLabel(text: string): string {
  return /^\\ No newline at end of file/.test(text) ? 'No newline at end of file' : text.replace(/^\\ ?/, '');
}
