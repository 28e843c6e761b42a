// The stand-in's symbol configuration (lib/standin_symbols.py): what the symbol templates rely on, checked against
// the ScriptSymbolConfigObject API (create_symbol_config, signatures from the last build, configured access).
import { describe, expect, it } from 'vitest';
import { standinScriptRunner } from './standin-script.ts';

const run = standinScriptRunner('interlock-standin-symbols-');

describe('CODESYS stand-in: symbol configuration', () => {
  it('lists signatures only after a build, keeps configured access within the maximal access, and one configuration per application', async () => {
    const result = await run(`
gvl = [o for o in app.get_children() if o.get_name() == 'GVL_IO'][0]
gvl.textual_declaration.replace("VAR_GLOBAL\\n    {attribute 'symbol' := 'read'}\\n    bStartButton : BOOL; // start\\nEND_VAR\\nVAR_GLOBAL CONSTANT\\n    nMax : INT := 3;\\nEND_VAR\\n")
sc = app.create_symbol_config(False, True, Guid('00000000-0000-0000-0000-000000000000'))
try:
    app.create_symbol_config(False, True, Guid('00000000-0000-0000-0000-000000000000'))
    twice = None
except Exception as e:
    twice = str(e)
unbuilt = len(sc.get_all_signatures(False))
sigs = sc.get_all_signatures(True)
gvl_sig = sigs.find('GVL_IO')
start, limit = gvl_sig.variables
try:
    limit.configured_access = SymbolAccess.ReadWrite
    too_much = None
except ValueError as e:
    too_much = str(e)
try:
    limit.configured_access = 1
    not_enum = None
except TypeError as e:
    not_enum = str(e)
limit.configured_access = SymbolAccess.Read
sigs.find('PRG_Cartoner').variables[0].configured_access = SymbolAccess.ReadWrite
configured = [[s.full_qualified_name, [[v.name, str(v.configured_access)] for v in s.variables]] for s in sc.get_only_configured_signatures()]
sigs.find('PRG_Cartoner').variables[0].configured_access = getattr(SymbolAccess, 'None')
print(json.dumps({
    'twice': twice, 'unbuilt': unbuilt, 'signatures': [s.full_qualified_name for s in sigs],
    'start': [start.comment, str(start.maximal_access), start.exported_via_attribute, str(start.effective_access)],
    'limit': [str(limit.maximal_access), str(limit.effective_access)], 'too_much': too_much, 'not_enum': not_enum,
    'configured': configured, 'after_none': [s.full_qualified_name for s in sc.get_only_configured_signatures()],
    'flags': str(sc.content_feature_flags), 'xsd': bytes(sc.get_symbol_configuration_xsd()).decode('utf-8')[:38],
    'is_symbol_config': [o.get_name() for o in app.get_children() if o.is_symbol_config],
}))
`);
    expect(result).toEqual({
      twice: 'The application Application already has a symbol configuration',
      unbuilt: 0,
      signatures: ['GVL_IO', 'FB_Conveyor', 'PLC_PRG', 'PRG_Cartoner'],
      start: ['start', 'ReadWrite', true, 'Read'],
      limit: ['Read', 'Read'],
      too_much: "The variable 'nMax' allows at most Read access",
      not_enum: 'expected SymbolAccess, got int',
      configured: [
        ['GVL_IO', [['nMax', 'Read']]],
        ['PRG_Cartoner', [['nCartons', 'ReadWrite']]],
      ],
      after_none: ['GVL_IO'],
      flags: 'SupportOPCUA',
      xsd: '<?xml version="1.0" encoding="utf-8"?>',
      is_symbol_config: ['Symbol Configuration'],
    });
  });

  it('checks settings by type and keeps them with the saved project', async () => {
    const result = await run(`
sc = app.create_symbol_config(True, False, Guid('0141eb75-141b-4ea1-9a8c-75f952b22a6c'))
sc.symbol_comment_filter_type = SymbolCommentFilterType.DocuComments
sc.content_feature_flags = SymbolConfigContentFeatureFlags(1 | 2)
try:
    sc.client_side_layout_calculator_guid = Guid('11111111-1111-1111-1111-111111111111')
    layout = None
except ValueError as e:
    layout = 'refused'
proj.save()
path = proj.path
proj.close()
again = projects.open(path)
sc2 = [o for o in again.active_application.get_children() if o.is_symbol_config][0]
print(json.dumps({'comments': str(sc2.symbol_comment_filter_type), 'flags': int(sc2.content_feature_flags), 'effective': int(sc2.effective_content_feature_flags),
                  'layout': str(sc2.client_side_layout_calculator_guid), 'refused': layout, 'calculator': sc2.client_side_layout_calculator.name}))
`);
    expect(result).toEqual({ comments: 'DocuComments', flags: 3, effective: 3, layout: '0141eb75-141b-4ea1-9a8c-75f952b22a6c', refused: 'refused', calculator: 'Optimized Layout' });
  });
});
