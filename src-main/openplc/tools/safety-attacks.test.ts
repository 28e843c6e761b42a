// The attacks of issue 27 on what counts as safety-relevant, run as an agent holding only the token would: through
// the real HTTP endpoint of a control center whose person always approves patch_pou and create_pou for the project,
// with no Interlock window open. A call the rule covers runs; a safety-relevant one needs a card, which with no window
// is a denial, and the file stays as it was.
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startControlCenter, type ControlCenter } from '../../control-center/index.ts';
import { createOpenPlcDomain } from '../index.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
let cc: ControlCenter;
let dataDir: string;
let project: string;
let client: Client;

/** The line's main program with a guard lock at %QX0.6 and a safety relay K3 described on the line above it. */
const SAFETY_VARS = '    (* Safety relay K3, light curtain *)\n    K3 : BOOL AT %QX1.1;\n    GuardLock : BOOL AT %QX0.6;\n    Spare : BOOL;\n';
const SAFETY_CODE = 'GuardLock := State = Running;\nK3 := State = Running;\nSpare := FALSE;\n';

beforeAll(async () => {
  dataDir = await realpath(await mkdtemp(join(tmpdir(), 'interlock-attacks-')));
  const workspace = join(dataDir, 'workspace');
  project = join(workspace, 'bottling-line');
  await cp(join(root, 'fixtures', 'openplc', 'bottling-line'), project, { recursive: true });
  const main = join(project, 'pous', 'programs', 'main.st');
  const text = await readFile(main, 'utf8');
  await writeFile(main, text.replace('    StartupDelay : TON;\n', `    StartupDelay : TON;\n${SAFETY_VARS}`).replace(/END_PROGRAM\s*$/, `${SAFETY_CODE}\nEND_PROGRAM\n`));
  const rules = ['patch_pou', 'create_pou'].map((tool) => ({ tool, project }));
  await writeFile(join(dataDir, 'settings.json'), JSON.stringify({ projectRoots: [workspace], approvals: { alwaysApproveTools: rules } }));
  cc = await startControlCenter({ dataDir, port: 0, demo: false, domains: [(core) => createOpenPlcDomain(core)] });
  client = new Client({ name: 'attacker', version: '1.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(cc.mcpUrl), { requestInit: { headers: { authorization: `Bearer ${cc.token.reveal()}` } } }));
});
afterAll(async () => {
  await client?.close();
  await cc?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const hashOf = (bytes: Buffer) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
const pouFile = (name: string) => join(project, 'pous', 'programs', `${name}.st`);

interface Outcome {
  text: string;
  isError: boolean;
  changed: boolean;
}

/** Patches a program with find/replace edits, as the agent would after reading it; says whether the file changed. */
async function patch(pou: string, edits: Array<[string, string]>): Promise<Outcome> {
  const before = await readFile(pouFile(pou));
  const result = (await client.callTool({
    name: 'patch_pou',
    arguments: { project_path: project, pou_name: pou, expected_content_hash: hashOf(before), edits: edits.map(([old, replacement]) => ({ old, new: replacement })) },
  })) as { isError?: boolean; content: Array<{ text?: string }> };
  const after = await readFile(pouFile(pou));
  return { text: result.content.map((c) => c.text ?? '').join('\n'), isError: result.isError === true, changed: !after.equals(before) };
}

const DENIED = /no Interlock window is open/;

describe('an always-approved patch_pou still asks when it reaches a safety signal (no window: denied)', () => {
  it('runs without a card when the edit touches no safety signal (the rule is really in force)', async () => {
    // A comment: analysed, no effect, same behaviour (a timer preset now shows safety-relevant outputs switching later).
    const outcome = await patch('main', [['(* Green push button, NO contact *)', '(* Green push button, normally open *)']]);
    expect(outcome).toMatchObject({ isError: false, changed: true });
  });

  it.each<[string, Array<[string, string]>]>([
    ['Door : BOOL AT %QX0.6 written FALSE', [['    Spare : BOOL;\n', '    Spare : BOOL;\n    Door : BOOL AT %QX0.6;\n'], ['Spare := FALSE;', 'Spare := FALSE;\nDoor := FALSE;']]],
    ['OutByte : BYTE AT %QB0 written 0', [['    Spare : BOOL;\n', '    Spare : BOOL;\n    OutByte : BYTE AT %QB0;\n'], ['Spare := FALSE;', 'Spare := FALSE;\nOutByte := 0;']]],
    ['%QX0.6 := FALSE written directly', [['Spare := FALSE;', 'Spare := FALSE;\n%QX0.6 := FALSE;']]],
    ['MEMSET(ADR(GuardLock), 1, 1)', [['Spare := FALSE;', 'Spare := FALSE;\nMEMSET(ADR(GuardLock), 1, 1);']]],
    ['K3 := FALSE, K3 described as a safety relay on the line above', [['K3 := State = Running;', 'K3 := FALSE;']]],
    ['a neutral output forced constant TRUE', [['StackLightGreen := State = Running;', 'StackLightGreen := TRUE;']]],
    ['a permissive of the conveyor removed', [['IF StartEdge.Q AND StopButton THEN', 'IF StartEdge.Q THEN']]],
  ])('%s', async (_, edits) => {
    const outcome = await patch('main', edits);
    expect(outcome.text).toMatch(DENIED);
    expect(outcome).toMatchObject({ isError: true, changed: false });
  });

  it('another program declaring Door AT %QX0.6 (the guard lock lives in main) and writing it', async () => {
    const outcome = await patch('ProductionStats', [['    Total : DINT;\n', '    Total : DINT;\n    Door AT %QX0.6 : BOOL;\n'], ['MinuteTimer(IN', 'Door := FALSE;\nMinuteTimer(IN']]);
    expect(outcome.text).toMatch(DENIED);
    expect(outcome.changed).toBe(false);
  });

  it('a new POU declaring Door AT %QX0.6, though create_pou is always approved too (and creates a harmless one)', async () => {
    const harmless = (await client.callTool({
      name: 'create_pou',
      arguments: { project_path: project, name: 'Lamp', type: 'program', content: 'PROGRAM Lamp\n  VAR\n    Lamp AT %QX4.0 : BOOL;\n  END_VAR\n  Lamp := FALSE;\nEND_PROGRAM\n' },
    })) as { isError?: boolean };
    expect(harmless.isError).not.toBe(true);
    await readFile(pouFile('Lamp'));
    const result = (await client.callTool({
      name: 'create_pou',
      arguments: { project_path: project, name: 'DoorCtl', type: 'program', content: 'PROGRAM DoorCtl\n  VAR\n    Door AT %QX0.6 : BOOL;\n  END_VAR\n  Door := FALSE;\nEND_PROGRAM\n' },
    })) as { isError?: boolean; content: Array<{ text?: string }> };
    expect(result.content.map((c) => c.text).join('\n')).toMatch(DENIED);
    await expect(readFile(pouFile('DoorCtl'))).rejects.toThrow(/ENOENT/);
  });
});
