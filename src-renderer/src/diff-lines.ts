// Reads a unified diff into lines the approval card can colour and number. Hunk headers carry line counts, so
// a removed line that happens to start with "--" is never mistaken for the next file's header.

export interface DiffLine {
  kind: 'file' | 'hunk' | 'add' | 'del' | 'context' | 'note';
  text: string;
  oldLine?: number;
  newLine?: number;
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
