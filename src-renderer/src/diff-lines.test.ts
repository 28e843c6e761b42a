import { describe, expect, it } from 'vitest';
import { changePartners, diffStats, hunkLabel, noteLabel, parseUnifiedDiff, toSplitRows, wordChanges } from './diff-lines.ts';

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

describe('what changed within a line', () => {
  it('marks the changed word of a time literal on both sides, not the whole line', () => {
    const before = "tOn(IN := start, PT := T#3s);";
    const after = "tOn(IN := start, PT := T#5s);";
    const changes = wordChanges(before, after)!;
    expect(changes.before.map((r) => before.slice(r.start, r.end))).toEqual(['3s']);
    expect(changes.after.map((r) => after.slice(r.start, r.end))).toEqual(['5s']);
  });

  it('gives no marks for a rewritten line, where nearly every word would be marked', () => {
    expect(wordChanges('IF a THEN', 'counter := counter + 1;')).toBeNull();
  });

  it('pairs the k-th removed line with the k-th added line after it, across a "no newline" note', () => {
    const lines = parseUnifiedDiff(['@@ -1,3 +1,2 @@', ' a', '-b', '-c', '\\ No newline at end of file', '+B', ' d'].join('\n'));
    expect([...changePartners(lines)]).toEqual([
      [2, 5],
      [5, 2],
    ]);
  });

  it('says where a hunk is and what a note means in words, not in patch syntax', () => {
    expect(hunkLabel('@@ -12,5 +14,7 @@ FUNCTION_BLOCK Motor')).toBe('Lines 14–20 · FUNCTION_BLOCK Motor');
    expect(hunkLabel('@@ -3 +3 @@')).toBe('Line 3');
    expect(hunkLabel('@@ -3,2 +2,0 @@')).toBe('Lines 3–4');
    expect(noteLabel('\\ No newline at end of file')).toBe('No newline at end of file');
  });
});
