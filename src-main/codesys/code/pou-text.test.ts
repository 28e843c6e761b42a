import { describe, expect, it } from 'vitest';
import { applyEdits, findHeader, keepHeader, normalizeNewlines, objectContentHash, objectDiffParts } from './pou-text.ts';
import { diffPreview } from '../../text-diff/index.ts';

const FB = 'FUNCTION_BLOCK FB_Motor\nVAR_INPUT\n    bStart : BOOL;\nEND_VAR\n';

describe('POU text', () => {
  it('hashes both parts so that moving text between them changes the hash', () => {
    const a = objectContentHash({ declaration: 'AB', implementation: 'C' });
    expect(a).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(objectContentHash({ declaration: 'A', implementation: 'BC' })).not.toBe(a);
    expect(objectContentHash({ declaration: 'AB', implementation: null })).not.toBe(objectContentHash({ declaration: 'AB', implementation: '' }));
  });

  it('finds the header after pragmas and comments', () => {
    expect(findHeader("{attribute 'qualified_only'}\n// motor\nFUNCTION_BLOCK PUBLIC FB_Motor EXTENDS FB_Base\nVAR\nEND_VAR")).toEqual({
      keyword: 'FUNCTION_BLOCK',
      name: 'FB_Motor',
      line: 2,
    });
    expect(findHeader("{attribute 'qualified_only'}\nVAR_GLOBAL\nEND_VAR")).toBeNull();
  });

  it('keeps the header when a new declaration leaves it out', () => {
    const kept = keepHeader("{attribute 'no_check'}\n" + FB, 'VAR_INPUT\n    bStop : BOOL;\nEND_VAR\n', 'Application/FB_Motor');
    expect(kept).toEqual({ text: "{attribute 'no_check'}\nFUNCTION_BLOCK FB_Motor\nVAR_INPUT\n    bStop : BOOL;\nEND_VAR\n", headerRestored: true });
    expect(keepHeader(FB, 'function_block fb_motor EXTENDS FB_Base\nVAR\nEND_VAR\n', 'x')).toEqual({
      text: 'function_block fb_motor EXTENDS FB_Base\nVAR\nEND_VAR\n',
      headerRestored: false,
    });
  });

  it('refuses a declaration that would turn the POU into another kind or rename it', () => {
    expect(() => keepHeader(FB, 'PROGRAM FB_Motor\nVAR\nEND_VAR\n', 'Application/FB_Motor')).toThrow(/starts with PROGRAM, but the object is a FUNCTION_BLOCK/);
    expect(() => keepHeader(FB, 'FUNCTION_BLOCK FB_Pump\nVAR\nEND_VAR\n', 'Application/FB_Motor')).toThrow(/names FB_Pump, but the object is FB_Motor.*codesys_rename_object/);
  });

  it('applies find/replace edits in order, each on the result of the previous one', () => {
    const result = applyEdits(
      { declaration: FB, implementation: 'a := 1;\nb := 2;\n' },
      [
        { part: 'implementation', old: 'a := 1;', new: 'a := 10;' },
        { part: 'implementation', old: 'a := 10;\nb', new: 'a := 11;\nc' },
        { part: 'declaration', old: 'BOOL', new: 'INT', expected_count: 1 },
      ],
      'P',
    );
    expect(result).toEqual({ declaration: FB.replace('BOOL', 'INT'), implementation: 'a := 11;\nc := 2;\n' });
  });

  it('refuses every edit when one does not match exactly once, naming the failing edit', () => {
    const texts = { declaration: FB, implementation: 'x := x + 1;\n' };
    expect(() => applyEdits(texts, [{ part: 'implementation', old: 'x := x', new: 'y := y' }, { part: 'implementation', old: 'nope', new: '' }], 'P')).toThrow(
      /edits\[1\]\.old occurs 0 time\(s\) in the implementation of P \(after the edits before it\), expected 1\..*Nothing was changed/,
    );
    expect(() => applyEdits(texts, [{ part: 'implementation', old: 'x', new: 'y' }], 'P')).toThrow(/occurs 2 time\(s\) .*expected 1\..* set expected_count/);
    expect(() => applyEdits({ declaration: 'TYPE T : INT; END_TYPE', implementation: null }, [{ part: 'implementation', old: 'a', new: 'b' }], 'T')).toThrow(
      /T has no implementation/,
    );
    expect(texts.implementation).toBe('x := x + 1;\n');
  });

  it('replaces every occurrence when expected_count says how many there are', () => {
    const texts = { declaration: FB, implementation: 'x := x + 1;\n' };
    expect(applyEdits(texts, [{ part: 'implementation', old: 'x', new: 'counter', expected_count: 2 }], 'P').implementation).toBe('counter := counter + 1;\n');
    expect(() => applyEdits(texts, [{ part: 'implementation', old: 'x', new: 'y', expected_count: 3 }], 'P')).toThrow(/occurs 2 time\(s\) .*expected 3/);
  });

  it('treats $ in replacements literally and CRLF in edits as LF', () => {
    const result = applyEdits({ declaration: null, implementation: "s := 'a';\n" }, [{ part: 'implementation', old: "'a';\r\n", new: "'$R$N$$';\r\n" }], 'P');
    expect(result.implementation).toBe("s := '$R$N$$';\n");
    expect(normalizeNewlines('a\r\nb\rc\n')).toBe('a\nb\nc\n');
  });

  it('shows a unified diff of each part that changes and nothing for unchanged parts', async () => {
    const preview = await diffPreview('t', objectDiffParts('Application/FB_Motor', { declaration: FB, implementation: 'a := 1;\n' }, { declaration: FB, implementation: 'a := 2;\n' }));
    const diff = preview.kind === 'diff' ? preview.diff : '';
    expect(diff).toContain('--- Application/FB_Motor (implementation)');
    expect(diff).toContain('-a := 1;\n+a := 2;');
    expect(diff).not.toContain('(declaration)');
    expect(objectDiffParts('x', { declaration: FB, implementation: null }, { declaration: FB, implementation: null })).toEqual([]);
  });
});
