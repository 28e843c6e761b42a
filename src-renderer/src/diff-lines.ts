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
