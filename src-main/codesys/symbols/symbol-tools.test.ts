// The symbol-configuration tools through MCP on the stand-in: which variables OPC UA clients and HMIs may read or
// write, as an agent sets them and as the person sees them on the cards.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorText, packagingProjectPerTest, structured } from '../test-support/standin.ts';

interface Settings {
  content_feature_flags: string[];
  support_opc_ua: boolean;
  export_comments_to_xml: boolean;
  comment_filter_type: string;
  direct_io_access: boolean;
  layout_calculator: string;
}
interface Configured {
  signature: string;
  variable: string;
  type: string;
  access: string;
  effective_access: string;
}
interface SymbolConfig {
  application: string;
  symbol_config: string | null;
  settings: Settings | null;
  configured: Configured[];
  configured_total: number;
  content_hash: string;
}
interface Signatures {
  signatures: Array<{ signature: string; variables: Array<{ variable: string; type: string; comment: string; maximal_access: string }> }>;
  total: number;
  note: string | null;
}

interface StandinNode {
  name: string;
  declaration?: string;
  children: StandinNode[];
}

/** The fixture's GVL with a commented input and a constant (stand-in file format). */
async function withConstant(project: string): Promise<void> {
  const saved = JSON.parse(await readFile(project, 'utf8')) as { objects: StandinNode[] };
  const find = (nodes: StandinNode[]): StandinNode | undefined => nodes.map((n) => (n.name === 'GVL_IO' ? n : find(n.children))).find(Boolean);
  find(saved.objects)!.declaration = [
    "{attribute 'qualified_only'}",
    'VAR_GLOBAL',
    '    bStartButton : BOOL; // operator start button',
    '    bConveyorRun : BOOL;',
    '    bCartonSensor : BOOL;',
    'END_VAR',
    'VAR_GLOBAL CONSTANT',
    '    nMaxCartons : UDINT := 500;',
    'END_VAR',
    '',
  ].join('\n');
  await writeFile(project, JSON.stringify(saved));
}

describe('CODESYS symbol-configuration tools', () => {
  const t = packagingProjectPerTest(withConstant);

  const cardText = (preview: unknown) => (preview as { text: string }).text;
  const read = async () => structured<SymbolConfig>(await t.h.harness.call('codesys_get_symbol_config', { project_path: t.project }));

  it('creates the configuration, sets two variables (the write grant flagged on the card), reads them back and reverts from History', async () => {
    const { approve, harness } = t.h;
    const none = await read();
    expect(none).toMatchObject({ application: 'Device/Plc Logic/Application', symbol_config: null, settings: null, configured: [] });
    expect(errorText(await harness.call('codesys_list_symbol_signatures', { project_path: t.project }))).toMatch(/has no symbol configuration; create one with codesys_create_symbol_config/);

    const created = await approve('codesys_create_symbol_config', { project_path: t.project });
    expect(cardText(created.preview)).toMatch(/^Add a symbol configuration to Device\/Plc Logic\/Application:\n {2}OPC UA support {9}on: OPC UA clients can browse/);
    expect(structured<SymbolConfig>(created.result)).toMatchObject({
      symbol_config: 'Device/Plc Logic/Application/Symbol Configuration',
      settings: { support_opc_ua: true, export_comments_to_xml: true, content_feature_flags: ['SupportOPCUA', 'XmlIncludeComments'], layout_calculator: 'compatibility' },
    });
    expect(errorText(await harness.call('codesys_create_symbol_config', { project_path: t.project }))).toMatch(/already has a symbol configuration/);

    // As in CODESYS, nothing is listed before a build; compile: true builds first.
    const unbuilt = structured<Signatures>(await harness.call('codesys_list_symbol_signatures', { project_path: t.project }));
    expect(unbuilt).toMatchObject({ total: 0, note: expect.stringMatching(/compile: true/) });
    const listed = structured<Signatures>(await harness.call('codesys_list_symbol_signatures', { project_path: t.project, compile: true }));
    expect(listed.signatures.map((s) => s.signature)).toEqual(['GVL_IO', 'FB_Conveyor', 'PLC_PRG', 'PRG_Cartoner']);
    expect(listed.signatures[0]!.variables.map((v) => [v.variable, v.type, v.comment, v.maximal_access])).toEqual([
      ['bStartButton', 'BOOL', 'operator start button', 'readwrite'],
      ['bConveyorRun', 'BOOL', '', 'readwrite'],
      ['bCartonSensor', 'BOOL', '', 'readwrite'],
      ['nMaxCartons', 'UDINT', '', 'read'],
    ]);
    const search = async (text: string) => {
      const found = structured<Signatures>(await harness.call('codesys_list_symbol_signatures', { project_path: t.project, search: text }));
      return found.signatures.map((s) => [s.signature, s.variables.map((v) => v.variable)]);
    };
    expect(await search('MAXcart')).toEqual([['GVL_IO', ['nMaxCartons']]]);
    expect(await search('conveyor')).toEqual([['GVL_IO', ['bConveyorRun']], ['FB_Conveyor', ['bEnable', 'bRunning']], ['PLC_PRG', ['fbConveyor']]]);

    const before = await read();
    const changes = [
      { signature: 'GVL_IO', variable: 'bStartButton', access: 'read' },
      { signature: 'GVL_IO', variable: 'bConveyorRun', access: 'readwrite' },
    ];
    const set = await approve('codesys_set_symbol_access', { project_path: t.project, changes, expected_content_hash: before.content_hash });
    const card = cardText(set.preview).split('\n');
    expect(card[0]).toBe('Change symbol access in Device/Plc Logic/Application/Symbol Configuration (OPC UA support is on: OPC UA clients and HMIs see these symbols):');
    expect(card[1]).toMatch(/^ {2}GVL_IO\.bStartButton +BOOL +none {2}→ {2}read$/);
    expect(card[2]).toMatch(/^ {2}GVL_IO\.bConveyorRun +BOOL +none {2}→ {2}read\/write {3}GRANTS WRITE ACCESS: clients will be able to change this variable on the running PLC$/);
    expect(card[3]).toBe('1 of 2 changes grants write access. It takes effect on the PLC with the next download.');

    const after = await read();
    expect(after.configured.map((c) => [c.signature, c.variable, c.type, c.access, c.effective_access])).toEqual([
      ['GVL_IO', 'bStartButton', 'BOOL', 'read', 'read'],
      ['GVL_IO', 'bConveyorRun', 'BOOL', 'readwrite', 'readwrite'],
    ]);
    expect(structured<{ content_hash: string }>(set.result).content_hash).toBe(after.content_hash);
    const stale = await harness.call('codesys_set_symbol_access', { project_path: t.project, changes: [{ signature: 'GVL_IO', variable: 'bCartonSensor', access: 'read' }], expected_content_hash: before.content_hash });
    expect(errorText(stale)).toMatch(/symbol configuration changed since it was read/);

    await harness.core.audit.flush();
    const { entries } = await harness.core.audit.read();
    const accessChange = entries.find((e) => e.tool === 'codesys_set_symbol_access' && e.outcome === 'succeeded')!;
    expect(await harness.core.reverter.revertable(entries)).toContain(accessChange.id);
    await harness.core.reverter.revert(accessChange.id);
    const reverted = await read();
    expect(reverted.configured).toEqual([]);
    expect(reverted.content_hash).toBe(before.content_hash);
  });

  it('refuses an unknown variable, more access than a constant allows, and a denied change, each without changing anything', async () => {
    const { approve, harness } = t.h;
    await approve('codesys_create_symbol_config', { project_path: t.project, support_opc_ua: false, export_comments_to_xml: false });
    const before = await read();
    expect(before.settings).toMatchObject({ support_opc_ua: false, content_feature_flags: [] });

    const unknown = await harness.call('codesys_set_symbol_access', { project_path: t.project, changes: [{ signature: 'GVL_IO', variable: 'bNope', access: 'read' }] });
    expect(errorText(unknown)).toMatch(/GVL_IO has no variable "bNope" .*\(it has: bStartButton, bConveyorRun, bCartonSensor, nMaxCartons\)\. Nothing was changed/);
    const noSignature = await harness.call('codesys_set_symbol_access', { project_path: t.project, changes: [{ signature: 'GVL_Nope', access: 'read' }] });
    expect(errorText(noSignature)).toMatch(/No signature "GVL_Nope" .*offers: FB_Conveyor, GVL_IO, PLC_PRG, PRG_Cartoner/);
    const constant = await harness.call('codesys_set_symbol_access', { project_path: t.project, changes: [{ signature: 'GVL_IO', variable: 'nMaxCartons', access: 'readwrite' }] });
    expect(errorText(constant)).toMatch(/GVL_IO\.nMaxCartons allows at most read access/);
    const twice = await harness.call('codesys_set_symbol_access', { project_path: t.project, changes: [{ signature: 'GVL_IO', access: 'read' }, { signature: 'GVL_IO', variable: 'bStartButton', access: 'write' }] });
    expect(errorText(twice)).toMatch(/name the same variable twice/);
    expect(harness.core.store.state.approvals).toEqual([]);

    // A whole signature at once, denied: the card says which variables would become writable; nothing changes.
    const pending = harness.call('codesys_set_symbol_access', { project_path: t.project, changes: [{ signature: 'PRG_Cartoner', access: 'readwrite' }, { signature: 'GVL_IO', variable: 'bCartonSensor', access: 'read' }] });
    const card = await harness.answerNextApproval('deny');
    expect(cardText(card.preview)).toMatch(/OPC UA support is off: symbolic clients \(HMIs, data servers\) see these symbols/);
    expect(cardText(card.preview)).toMatch(/PRG_Cartoner\.nCartons +UDINT +none {2}→ {2}read\/write {3}GRANTS WRITE ACCESS/);
    expect(cardText(card.preview)).toMatch(/1 of 2 changes grants write access/);
    expect(errorText(await pending)).toMatch(/Denied/);
    expect((await read()).content_hash).toBe(before.content_hash);
  });

  it('shows settings before and after, reverts them, and exports the symbol file schema as a new file only', async () => {
    const { approve, harness } = t.h;
    await approve('codesys_create_symbol_config', { project_path: t.project, support_opc_ua: false });
    const before = await read();
    const changed = await approve('codesys_set_symbol_config_settings', { project_path: t.project, support_opc_ua: true, comment_filter_type: 'docu', direct_io_access: true, expected_content_hash: before.content_hash });
    const card = cardText(changed.preview);
    expect(card).toMatch(/content_feature_flags {2}XmlIncludeComments {2}→ {2}SupportOPCUA, XmlIncludeComments {3}\(changed\)/);
    expect(card).toMatch(/comment_filter_type {4}both {2}→ {2}docu {3}\(changed\)/);
    expect(card).toMatch(/layout_calculator {6}compatibility {2}→ {2}compatibility\n/);
    expect(card).toMatch(/Turns OPC UA support ON/);
    expect(card).toMatch(/Turns direct I\/O access ON/);
    expect((await read()).settings).toMatchObject({ support_opc_ua: true, comment_filter_type: 'docu', direct_io_access: true });
    expect(errorText(await harness.call('codesys_set_symbol_config_settings', { project_path: t.project, comment_filter_type: 'docu' }))).toMatch(/already are as asked/);

    await harness.core.audit.flush();
    const { entries } = await harness.core.audit.read();
    const settingsChange = entries.find((e) => e.tool === 'codesys_set_symbol_config_settings' && e.outcome === 'succeeded')!;
    await harness.core.reverter.revert(settingsChange.id);
    expect((await read()).content_hash).toBe(before.content_hash);

    const output = join(t.world.workspace, 'symbols.xsd');
    const exported = structured<{ output_path: string; bytes: number }>((await approve('codesys_export_symbol_xsd', { project_path: t.project, output_path: 'symbols.xsd' })).result);
    expect(exported.output_path).toBe(output);
    const xsd = await readFile(output, 'utf8');
    expect(xsd).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<xs:schema /);
    expect(xsd).toContain('targetNamespace="http://www.3s-software.com/schemas/Symbolconfiguration.xsd"');
    expect(exported.bytes).toBe(Buffer.byteLength(xsd));
    expect(errorText((await approve('codesys_export_symbol_xsd', { project_path: t.project, output_path: 'symbols.xsd' })).result)).toMatch(/already exists; codesys_export_symbol_xsd never overwrites/);
    expect(errorText((await approve('codesys_export_symbol_xsd', { project_path: t.project, output_path: '../outside.xsd' })).result)).toMatch(/outside|project root/i);
    expect(existsSync(join(t.world.workspace, '..', 'outside.xsd'))).toBe(false);
  });
});

describe('CODESYS symbol access where scriptengine.SymbolAccess is a hollow import', () => {
  // Some CODESYS versions give scripts a SymbolAccess without members that converts no number but 0 (a peer saw it
  // live); the template takes the enum type from the variable's own maximal_access instead.
  beforeAll(() => {
    process.env.CODESYS_STANDIN_HOLLOW_SYMBOL_ACCESS = '1';
  });
  afterAll(() => {
    delete process.env.CODESYS_STANDIN_HOLLOW_SYMBOL_ACCESS;
  });
  const t = packagingProjectPerTest(withConstant);

  it('still sets read/write access', async () => {
    const { approve, harness } = t.h;
    structured(await approve('codesys_create_symbol_config', { project_path: t.project }).then((r) => r.result));
    structured(await harness.call('codesys_list_symbol_signatures', { project_path: t.project, compile: true }));
    const set = await approve('codesys_set_symbol_access', { project_path: t.project, changes: [{ signature: 'GVL_IO', variable: 'bConveyorRun', access: 'readwrite' }] });
    structured(set.result);
    const after = structured<SymbolConfig>(await harness.call('codesys_get_symbol_config', { project_path: t.project }));
    expect(after.configured).toEqual([expect.objectContaining({ signature: 'GVL_IO', variable: 'bConveyorRun', access: 'readwrite' })]);
  });
});
