import { describe, expect, it } from 'vitest';
import { diffStats, parseUnifiedDiff, toSplitRows } from './diff-lines.ts';

describe('reading a unified diff for the approval card', () => {
  it('marks added, removed and context lines with their line numbers', () => {
    const lines = parseUnifiedDiff(
      ['--- PLC_PRG', '+++ PLC_PRG', '@@ -3,3 +3,3 @@', ' x := 1;', '-y := 2;', '+y := 3;', ' z := 4;', ''].join('\n'),
    );
    expect(lines.map((l) => [l.kind, l.oldLine, l.newLine])).toEqual([
      ['file', undefined, undefined],
      ['file', undefined, undefined],
      ['hunk', undefined, undefined],
      ['context', 3, 3],
      ['del', 4, undefined],
      ['add', undefined, 4],
      ['context', 5, 5],
    ]);
    expect(diffStats(lines)).toEqual({ added: 1, removed: 1 });
  });

  it('treats a removed line that starts with "--" as a removal, and the next file header as a header', () => {
    const lines = parseUnifiedDiff(
      ['--- a.st', '+++ a.st', '@@ -1,2 +1,1 @@', '--- a comment', ' keep', 'Index: b.st', '--- b.st', '+++ b.st', '@@ -1 +1 @@', '-old', '+new'].join('\n'),
    );
    expect(lines.map((l) => l.kind)).toEqual(['file', 'file', 'hunk', 'del', 'context', 'file', 'file', 'file', 'hunk', 'del', 'add']);
  });

  it('keeps "no newline at end of file" markers as notes without consuming a line', () => {
    const lines = parseUnifiedDiff(['@@ -1 +1 @@', '-a', '\\ No newline at end of file', '+b'].join('\n'));
    expect(lines.map((l) => l.kind)).toEqual(['hunk', 'del', 'note', 'add']);
  });
});

describe('pairing a diff side by side', () => {
  it('puts context on both sides and pairs each removed run with the added run after it', () => {
    const lines = parseUnifiedDiff(['@@ -1,5 +1,5 @@', ' a', '-b', '-c', '+B', ' d', '-e', '+E', '+F'].join('\n'));
    const rows = toSplitRows(lines).map((r) => (r.kind === 'full' ? r.line.kind : [r.left?.text ?? null, r.right?.text ?? null]));
    expect(rows).toEqual(['hunk', [' a', ' a'], ['-b', '+B'], ['-c', null], [' d', ' d'], ['-e', '+E'], [null, '+F']]);
  });
});
