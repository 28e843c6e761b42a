import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyTextEdit, contentHashField, editPreview, textEdit } from './index.ts';

describe('the PLC edit kit', () => {
  it('applies an edit only when its text occurs exactly as often as expected, replacing every occurrence', () => {
    expect(applyTextEdit('a := 1;\nb := 1;\n', { old: '1', new: '2', expected_count: 2 }, 0, 'main.st')).toBe('a := 2;\nb := 2;\n');
    expect(applyTextEdit("s := 'x';", { old: "'x'", new: "'$$'" }, 0, 'main.st')).toBe("s := '$$';");
    expect(() => applyTextEdit('a := 1;', { old: 'b', new: 'c' }, 2, 'main.st')).toThrow(
      /^edits\[2\]\.old occurs 0 time\(s\) in main\.st \(after the edits before it\), expected 1\. Check whitespace.*Nothing was changed\.$/,
    );
    expect(() => applyTextEdit('aaaa', { old: 'aa', new: 'b' }, 0, 'main.st')).toThrow(/occurs 2 time\(s\).*expected 1\. Include more surrounding text/);
    // The size an edit would produce is bounded before the text is built.
    expect(() => applyTextEdit('a;b;c;', { old: ';', new: ';'.repeat(100_000), expected_count: 3 }, 0, 'main.st')).toThrow(
      /^edits\[0\] would make main\.st 300003 characters long \(3 replacement\(s\)\), more than the 262144 allowed\. Nothing was changed\.$/,
    );
  });

  it('gives both domains one edit shape and one hash format that clients see in the schema', () => {
    const edit = z.toJSONSchema(textEdit) as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(edit.properties).sort()).toEqual(['expected_count', 'new', 'old']);
    expect(edit.required.sort()).toEqual(['new', 'old']);
    expect(edit.properties.old).toMatchObject({ minLength: 1 });
    expect(z.toJSONSchema(contentHashField('read_pou'))).toMatchObject({ pattern: '^sha256:[0-9a-f]{64}$' });
    expect(contentHashField('read_pou').safeParse('sha256:ABC').success).toBe(false);
  });

  it('shows a diff, or says that nothing changes', async () => {
    const changed = await editPreview('Edit main.st', 'main.st', [{ oldName: 'a/main.st', newName: 'b/main.st', before: 'x := 1;\n', after: 'x := 2;\n' }]);
    expect(changed).toMatchObject({ kind: 'diff', title: 'Edit main.st', diff: expect.stringContaining('-x := 1;\n+x := 2;') });
    expect(await editPreview('Edit main.st', 'main.st', null)).toEqual({ kind: 'text', title: 'Edit main.st', text: 'No change: the new text of main.st equals the current one.' });
  });
});
