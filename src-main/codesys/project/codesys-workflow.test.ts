// End to end through the real MCP client, the core (queue, approval gate, audit) and the CODESYS stand-in.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isProcessAlive } from '../../os-process/index.ts';
import { standinWorldPerTest, structured } from '../test-support/standin.ts';

const DECLARATION = `FUNCTION_BLOCK FB_Conveyor
VAR_INPUT
    bStart : BOOL;
    bStop : BOOL;
END_VAR
VAR_OUTPUT
    bMotor : BOOL;
END_VAR
VAR
    nCount : INT;
END_VAR
`;
// Line 2 lacks its semicolon; line 5 misspells bMotor.
const BROKEN = `IF bStart AND NOT bStop THEN
    bMotor := TRUE
    nCount := nCount + 1;
ELSIF bStop THEN
    bMotr := FALSE;
END_IF
`;

interface Code {
  object: { path: string; kind: string };
  declaration: string | null;
  implementation: string | null;
  content_hash: string;
}
interface Messages {
  success: boolean;
  errors: number;
  warnings: number;
  messages: Array<{ severity: string; text: string; object_path: string | null; line: number | null; part: string | null; code: string | null }>;
}

describe('CODESYS workflow through the MCP client', () => {
  const standin = standinWorldPerTest();

  it('launch → create project → create POU → set code → compile with errors → patch → compile clean → save → shutdown, each change approved', async () => {
    const h = await standin.start();
    const { harness } = h;
    const launched = structured<{ state: string; pid: number; watcher_version: string }>(await harness.call('launch_codesys'));
    expect(launched).toMatchObject({ state: 'ready', watcher_version: '1.1.0' });
    expect(isProcessAlive(launched.pid)).toBe(true);
    expect(harness.core.store.state.targets.codesys).toMatchObject({ kind: 'codesys', status: 'ready', detail: expect.stringMatching(new RegExp(`^PID ${launched.pid} · watcher 1\\.1\\.0`)) });

    const projectPath = join(standin.world.workspace, 'Line 1.project');
    const created = await h.approve('codesys_create_project', { project_path: 'Line 1.project' });
    expect(created.preview).toMatchObject({ kind: 'text', text: expect.stringContaining(projectPath) });
    expect(structured(created.result)).toMatchObject({ project_path: projectPath });
    const lock = await readFile(join(standin.world.workspace, 'Line 1.~u'), 'utf8');
    expect(lock.split('\r\n')[2]).toBe(String(launched.pid));

    const pou = structured<Code>((await h.approve('codesys_create_pou', { project_path: projectPath, name: 'FB_Conveyor', pou_type: 'function_block' })).result);
    expect(pou.object).toMatchObject({ path: 'Device/Plc Logic/Application/FB_Conveyor', kind: 'function_block' });

    const set = await h.approve('codesys_set_pou_code', {
      project_path: projectPath,
      object_path: 'Application/FB_Conveyor',
      declaration: DECLARATION,
      implementation: BROKEN,
      expected_content_hash: pou.content_hash,
    });
    expect(set.preview).toMatchObject({ kind: 'diff' });
    const diff = (set.preview as { diff: string }).diff;
    expect(diff).toContain('Device/Plc Logic/Application/FB_Conveyor (declaration)');
    expect(diff).toContain('+    bStop : BOOL;');
    expect(diff).toContain('Device/Plc Logic/Application/FB_Conveyor (implementation)');
    expect(diff).toContain('+    bMotr := FALSE;');
    const afterSet = structured<Code>(set.result);
    expect(afterSet).toMatchObject({ declaration: DECLARATION, implementation: BROKEN });

    const failing = structured<Messages>(await harness.call('codesys_compile_project', { project_path: projectPath }));
    expect(failing).toMatchObject({ success: false, errors: 2 });
    expect(failing.messages).toEqual([
      expect.objectContaining({ severity: 'error', object_path: 'Device/Plc Logic/Application/FB_Conveyor', part: 'implementation', line: 2, code: 'C0004', text: "';' expected instead of 'nCount'" }),
      expect.objectContaining({ severity: 'error', object_path: 'Device/Plc Logic/Application/FB_Conveyor', part: 'implementation', line: 5, code: 'C0046', text: "Identifier 'bMotr' not defined" }),
    ]);
    const diagnostics = harness.core.store.state.diagnostics.codesys!;
    expect(diagnostics.summary).toBe('2 errors, 0 warnings in Line 1.project');
    expect(diagnostics.items).toEqual([
      expect.objectContaining({ severity: 'error', objectPath: 'Device/Plc Logic/Application/FB_Conveyor', pou: 'FB_Conveyor', line: 2 }),
      expect.objectContaining({ severity: 'error', line: 5, message: "C0046: Identifier 'bMotr' not defined" }),
    ]);
    expect(harness.core.store.state.queue.at(-1)?.output).toContain(
      "error Device/Plc Logic/Application/FB_Conveyor:5 (implementation): C0046 Identifier 'bMotr' not defined",
    );

    const patched = await h.approve('codesys_patch_pou', {
      project_path: projectPath,
      object_path: 'FB_Conveyor',
      expected_content_hash: afterSet.content_hash,
      edits: [
        { part: 'implementation', old: 'bMotor := TRUE\n', new: 'bMotor := TRUE;\n' },
        { part: 'implementation', old: 'bMotr := FALSE;', new: 'bMotor := FALSE;' },
      ],
    });
    expect((patched.preview as { diff: string }).diff).toMatch(/-    bMotr := FALSE;\n\+    bMotor := FALSE;/);
    expect(structured<Code>(patched.result).implementation).toBe(BROKEN.replace('TRUE\n', 'TRUE;\n').replace('bMotr', 'bMotor'));

    const clean = structured<Messages>(await harness.call('codesys_compile_project', { project_path: projectPath }));
    expect(clean).toMatchObject({ success: true, errors: 0, warnings: 0 });
    expect(clean.messages.every((m) => m.severity === 'info')).toBe(true);
    expect(harness.core.store.state.diagnostics.codesys?.items.filter((d) => d.severity === 'error')).toEqual([]);

    // Interlock saved the project after each approved change, so the explicit save finds nothing unsaved.
    expect(await readFile(projectPath, 'utf8')).toContain('bMotor := FALSE;');
    expect(structured((await h.approve('codesys_save_project', { project_path: projectPath })).result)).toMatchObject({ had_unsaved_changes: false });

    const stopped = structured<{ was_running: boolean; closed_projects: string[] }>((await h.approve('shutdown_codesys', {})).result);
    expect(stopped).toEqual({ was_running: true, closed_projects: [projectPath], saved: [], discarded: [] });
    expect(harness.core.store.state.targets.codesys?.status).toBe('stopped');
    expect(isProcessAlive(launched.pid)).toBe(false);
    expect(existsSync(join(standin.world.workspace, 'Line 1.~u'))).toBe(false);

    await harness.core.audit.flush();
    const { entries } = await harness.core.audit.read();
    const mutating = entries.filter((e) => e.mutates);
    expect(mutating.map((e) => [e.tool, e.outcome, e.decision.by])).toEqual([
      ['codesys_create_project', 'succeeded', 'person'],
      ['codesys_create_pou', 'succeeded', 'person'],
      ['codesys_set_pou_code', 'succeeded', 'person'],
      ['codesys_patch_pou', 'succeeded', 'person'],
      ['codesys_save_project', 'succeeded', 'person'],
      ['shutdown_codesys', 'succeeded', 'person'],
    ]);
    expect(mutating[3]!.edits?.[0]).toMatchObject({ kind: 'codesys-pou', afterHash: expect.stringMatching(/^sha256:/) });
  });

  it('keeps a POU body full of quotes, backslashes, triple quotes and non-ASCII text byte for byte, in CODESYS and on disk', async () => {
    const h = await standin.start();
    const projectPath = join(standin.world.workspace, 'Quotes.project');
    await h.approve('codesys_create_project', { project_path: projectPath });
    const pou = structured<Code>((await h.approve('codesys_create_pou', { project_path: projectPath, name: 'PRG_Text', pou_type: 'program' })).result);
    const implementation = [
      `sText := 'It''s "quoted" $'escaped$' $$ $R$N';`,
      `sPath := 'C:\\Program Files\\CODESYS\\'; (* trailing backslash \\ *)`,
      `(* """ triple """ and ''' triple ''' and \\" and \\\\" *)`,
      `// Größe, Übergabe, 中文注释, emoji 😀, RTL עברית, combining é`,
      `sFormat := '%s %d {IPC_DIR} {0}'; // ${'$'}{template} u'\\u00e9' \\n \\x00`,
      '\tsTab := 1;   ',
      '',
    ].join('\n');
    const declaration = `PROGRAM PRG_Text\nVAR\n    sText : STRING := '"""'; // ü\n    sPath : WSTRING := "Ω\\\\";\nEND_VAR\n`;
    const set = structured<Code>(
      (
        await h.approve('codesys_set_pou_code', {
          project_path: projectPath,
          object_path: 'PRG_Text',
          declaration,
          implementation,
          expected_content_hash: pou.content_hash,
        })
      ).result,
    );
    expect(set.implementation).toBe(implementation);
    expect(set.declaration).toBe(declaration);
    const read = structured<Code>(await h.harness.call('codesys_read_pou', { project_path: projectPath, object_path: 'Application/PRG_Text' }));
    expect(read.implementation).toBe(implementation);
    expect(read.declaration).toBe(declaration);
    expect(read.content_hash).toBe(set.content_hash);
    await h.approve('codesys_save_project', { project_path: projectPath });
    const saved = await readFile(projectPath, 'utf8');
    expect(saved).toContain(JSON.stringify(implementation).slice(1, -1));
  });
});
