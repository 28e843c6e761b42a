import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failure, ok, startOpenPlcHarness, type OpenPlcHarness } from '../test-support/openplc-harness.ts';

let h: OpenPlcHarness;
beforeEach(async () => {
  h = await startOpenPlcHarness();
});
afterEach(async () => h.close());

/** Sets values at dotted paths such as `data.configuration.resource.tasks.1.priority` (array indexes included). */
async function editJson(path: string, changes: Record<string, unknown>): Promise<void> {
  const json: unknown = JSON.parse(await readFile(path, 'utf8'));
  for (const [dotted, value] of Object.entries(changes)) {
    const keys = dotted.split('.');
    const parent = keys.slice(0, -1).reduce((node, key) => (node as Record<string, unknown>)[key], json);
    (parent as Record<string, unknown>)[keys.at(-1)!] = value;
  }
  await writeFile(path, JSON.stringify(json, null, 2));
}

describe('project path and project.json', () => {
  it('accepts only folders inside the project roots, after resolving .. and symlinks', async () => {
    const project = await h.project('bottling-line');
    expect(ok(await h.call('validate_project', { project_path: project })).valid).toBe(true);
    expect(ok(await h.call('validate_project', { project_path: 'bottling-line' })).name).toBe('bottling-line');

    expect(failure(await h.call('validate_project', { project_path: join(h.workspace, '..') }))).toMatch(/outside the configured project roots/);
    expect(failure(await h.call('validate_project', { project_path: join(project, '..', '..', 'etc') }))).toMatch(/does not exist|outside the configured project roots/);
    await symlink('/', join(h.workspace, 'escape'));
    expect(failure(await h.call('validate_project', { project_path: join(h.workspace, 'escape', 'tmp') }))).toMatch(/outside the configured project roots/);
    expect(failure(await h.call('validate_project', { project_path: join(h.workspace, 'missing') }))).toMatch(/does not exist/);
    expect(failure(await h.call('validate_project', { project_path: '' }))).toMatch(/project_path must not be empty/);
    expect(failure(await h.call('validate_project', { project_path: join(project, 'project.json') }))).toMatch(/is a file; project_path must be the project folder/);
  });

  it.each([
    ['no project.json', async (p: string) => rm(join(p, 'project.json')), /not an OpenPLC project: it has no project.json/],
    ['invalid JSON', async (p: string) => writeFile(join(p, 'project.json'), '{"meta": '), /project.json is not valid JSON/],
    ['a JSON array', async (p: string) => writeFile(join(p, 'project.json'), '[]'), /must contain a JSON object/],
    ['no meta', async (p: string) => writeFile(join(p, 'project.json'), '{"data": {}}'), /no "meta" object/],
    ['a non-string meta.name', async (p: string) => writeFile(join(p, 'project.json'), '{"meta": {"name": 7, "type": "plc-project"}}'), /meta.name must be a string/],
    ['an unknown meta.type', async (p: string) => writeFile(join(p, 'project.json'), '{"meta": {"name": "x", "type": "codesys"}}'), /meta.type "codesys" is not supported/],
  ])('every tool refuses a project with %s', async (_case, breakIt, message) => {
    const project = await h.project('bottling-line', 'broken');
    await breakIt(project);
    for (const [tool, extra] of [
      ['get_project_structure', {}],
      ['list_pous', {}],
      ['list_datatypes', {}],
      ['get_execution_configuration', {}],
      ['get_io_configuration', {}],
      ['read_pou', { pou_name: 'main' }],
      ['list_variables', { pou_name: 'main' }],
      ['list_global_variables', {}],
      ['validate_project', {}],
      ['search_project', { pattern: 'x' }],
    ] as const) {
      expect(failure(await h.call(tool, { project_path: project, ...extra })), tool).toMatch(message);
    }
  });

  it('reads the legacy meta.type "PLC" as a plc-project and says so', async () => {
    const project = await h.project('bottling-line');
    await editJson(join(project, 'project.json'), { 'meta.type': 'PLC' });
    const result = ok<{ type: string; warnings: string[] }>(await h.call('validate_project', { project_path: project }));
    expect(result.type).toBe('plc-project');
    expect(result.warnings).toContainEqual(expect.stringMatching(/legacy "PLC"/));
  });
});

describe('get_project_structure', () => {
  it('lists the recognised files of a current-format project, sorted, and which format each part uses', async () => {
    const project = await h.project('bottling-line');
    await mkdir(join(project, 'build', 'OpenPLC Runtime v4', 'src'), { recursive: true });
    await writeFile(join(project, 'build', 'OpenPLC Runtime v4', 'src', 'program.st'), 'PROGRAM x\nEND_PROGRAM');
    await writeFile(join(project, 'pous', 'programs', 'notes.txt'), 'not a POU');
    const result = ok(await h.call('get_project_structure', { project_path: project }));
    expect(result).toEqual({
      path: project,
      name: 'bottling-line',
      type: 'plc-project',
      files: [
        'datatypes/BottleCounters.dt',
        'datatypes/FillCurve.dt',
        'datatypes/LineMode.dt',
        'datatypes/StationStatus.dt',
        'devices/configuration.json',
        'devices/pin-mapping.json',
        'devices/remote/capper-io.json',
        'devices/servers/modbus-slave.json',
        'devices/servers/opcua.json',
        'pous/function-blocks/CapperControl.st',
        'pous/function-blocks/ConveyorDrive.st',
        'pous/function-blocks/FillerControl.st',
        'pous/function-blocks/RejectGate.st',
        'pous/functions/ScaleAnalog.st',
        'pous/functions/WrapCounter.il',
        'pous/programs/ProductionStats.st',
        'pous/programs/main.st',
        'project.json',
      ],
      format: { data_types: 'dt-files', device_configuration: 'current', pin_mapping: 'per-board', execution_configuration_key: 'configuration', legacy_json_pous: 0 },
    });
  });

  it('reports the v4.1 variants it read, and a library manifest', async () => {
    const legacy = ok(await h.call('get_project_structure', { project_path: await h.project('relay-panel-v41') }));
    expect(legacy.format).toEqual({ data_types: 'inline-project-json', device_configuration: 'v4.1', pin_mapping: 'flat-v4.1', execution_configuration_key: 'configuration', legacy_json_pous: 0 });
    const library = ok<{ type: string; files: string[] }>(await h.call('get_project_structure', { project_path: await h.project('motion-library') }));
    expect(library.type).toBe('plc-library');
    expect(library.files).toEqual(['datatypes/AxisState.dt', 'library.json', 'pous/function-blocks/JogAxis.st', 'pous/function-blocks/RampGenerator.st', 'pous/functions/Saturate.st', 'project.json']);
  });

  it('publishes the project as an OpenPLC target keyed by its real path, and queues its calls under that key', async () => {
    const project = await h.project('bottling-line');
    await symlink(project, join(h.workspace, 'alias'));
    ok(await h.call('list_pous', { project_path: join(h.workspace, 'alias') }));
    const key = `openplc:${project}`;
    expect(h.harness.core.store.state.targets[key]).toMatchObject({ id: key, kind: 'openplc', label: 'bottling-line', status: 'watching' });
    expect(h.harness.core.store.state.queue.at(-1)).toMatchObject({ tool: 'list_pous', target: key, status: 'succeeded' });
  });
});

describe('list_pous', () => {
  it('lists every POU with type, language and path, sorted by type then name', async () => {
    const result = ok<{ pous: unknown[] }>(await h.call('list_pous', { project_path: await h.project('bottling-line') }));
    expect(result.pous).toEqual([
      { name: 'ScaleAnalog', type: 'function', language: 'st', path: 'pous/functions/ScaleAnalog.st' },
      { name: 'WrapCounter', type: 'function', language: 'il', path: 'pous/functions/WrapCounter.il' },
      { name: 'CapperControl', type: 'function-block', language: 'st', path: 'pous/function-blocks/CapperControl.st' },
      { name: 'ConveyorDrive', type: 'function-block', language: 'st', path: 'pous/function-blocks/ConveyorDrive.st' },
      { name: 'FillerControl', type: 'function-block', language: 'st', path: 'pous/function-blocks/FillerControl.st' },
      { name: 'RejectGate', type: 'function-block', language: 'st', path: 'pous/function-blocks/RejectGate.st' },
      { name: 'ProductionStats', type: 'program', language: 'st', path: 'pous/programs/ProductionStats.st' },
      { name: 'main', type: 'program', language: 'st', path: 'pous/programs/main.st' },
    ]);
  });

  it('lists graphical, C++ and nested POUs of a v4.1 project; a name used twice is listed once (first folder wins)', async () => {
    const project = await h.project('relay-panel-v41');
    await mkdir(join(project, 'pous', 'programs', 'extra'), { recursive: true });
    await writeFile(join(project, 'pous', 'programs', 'extra', 'Station.st'), 'PROGRAM Station\nEND_PROGRAM');
    await writeFile(join(project, 'pous', 'programs', 'RELAY_LATCH.st'), 'PROGRAM RELAY_LATCH\nEND_PROGRAM');
    await writeFile(join(project, 'pous', 'programs', 'legacy.json'), '{"type": "program", "data": {}}');
    const result = ok<{ pous: unknown[] }>(await h.call('list_pous', { project_path: project }));
    expect(result.pous).toEqual([
      { name: 'CAN_BRIDGE', type: 'function-block', language: 'cpp', path: 'pous/function-blocks/CAN_BRIDGE.cpp' },
      { name: 'RELAY_LATCH', type: 'function-block', language: 'st', path: 'pous/function-blocks/RELAY_LATCH.st' },
      { name: 'Station', type: 'program', language: 'st', path: 'pous/programs/extra/Station.st' },
      { name: 'main', type: 'program', language: 'ld', path: 'pous/programs/main.ld' },
    ]);
  });
});

describe('read_pou', () => {
  it('returns the exact bytes and their sha256', async () => {
    const project = await h.project('relay-panel-v41');
    const bytes = await readFile(join(project, 'pous/function-blocks/RELAY_LATCH.st'));
    const result = ok(await h.call('read_pou', { project_path: project, pou_name: 'RELAY_LATCH' }));
    expect(result).toEqual({
      name: 'RELAY_LATCH',
      type: 'function-block',
      language: 'st',
      path: 'pous/function-blocks/RELAY_LATCH.st',
      content: bytes.toString('utf8'),
      content_hash: `sha256:${createHash('sha256').update(bytes).digest('hex')}`,
    });
  });

  it('keeps CRLF line ends and a byte order mark as they are', async () => {
    const project = await h.project('bottling-line');
    const text = '\uFEFFPROGRAM main\r\n  VAR\r\n  END_VAR\r\n\r\nEND_PROGRAM';
    await writeFile(join(project, 'pous/programs/main.st'), text);
    const result = ok<{ content: string; content_hash: string }>(await h.call('read_pou', { project_path: project, pou_name: 'main' }));
    expect(result.content).toBe(text);
    expect(result.content_hash).toBe(`sha256:${createHash('sha256').update(Buffer.from(text)).digest('hex')}`);
  });

  it('refuses an empty or unknown name, suggesting the right case', async () => {
    const project = await h.project('bottling-line');
    expect(failure(await h.call('read_pou', { project_path: project, pou_name: ' ' }))).toMatch(/pou_name must not be empty/);
    expect(failure(await h.call('read_pou', { project_path: project, pou_name: 'Nope' }))).toMatch(/No POU named "Nope".*list_pous/);
    expect(failure(await h.call('read_pou', { project_path: project, pou_name: 'MAIN' }))).toMatch(/Did you mean "main"\?/);
  });

  it('refuses files it cannot read as text; a symlink leaving the project and a non-regular file are not POUs at all', async () => {
    const project = await h.project('bottling-line');
    await writeFile(join(project, 'pous/programs/main.st'), Buffer.from([0x50, 0xff, 0xfe, 0x00]));
    expect(failure(await h.call('read_pou', { project_path: project, pou_name: 'main' }))).toMatch(/is not valid UTF-8/);

    const outside = join(h.workspace, '..', `outside-${Date.now()}.st`);
    await writeFile(outside, 'PROGRAM Leak\nEND_PROGRAM');
    try {
      await symlink(outside, join(project, 'pous/programs/Leak.st'));
      // Listed nowhere and answered like a missing POU: nothing says whether the outside file exists.
      expect(failure(await h.call('read_pou', { project_path: project, pou_name: 'Leak' }))).toMatch(/No POU named "Leak"/);
      expect(ok<{ pous: Array<{ name: string }> }>(await h.call('list_pous', { project_path: project })).pous.map((p) => p.name)).not.toContain('Leak');
    } finally {
      await rm(outside);
    }

    await symlink(join(project, 'pous/functions/ScaleAnalog.st'), join(project, 'pous/functions/Alias.st'));
    expect(ok<{ content: string }>(await h.call('read_pou', { project_path: project, pou_name: 'Alias' })).content).toMatch(/FUNCTION ScaleAnalog/);

    execFileSync('mkfifo', [join(project, 'pous/programs/Pipe.st')]);
    expect(failure(await h.call('read_pou', { project_path: project, pou_name: 'Pipe' }))).toMatch(/No POU named "Pipe"/);
  });

  it('finds a POU created after the project was first read', async () => {
    const project = await h.project('bottling-line');
    ok(await h.call('list_pous', { project_path: project }));
    await writeFile(join(project, 'pous/programs/Late.st'), 'PROGRAM Late\nEND_PROGRAM');
    expect(ok<{ path: string }>(await h.call('read_pou', { project_path: project, pou_name: 'Late' })).path).toBe('pous/programs/Late.st');
    await rename(join(project, 'pous/programs/Late.st'), join(project, 'pous/programs/Later.st'));
    expect(failure(await h.call('read_pou', { project_path: project, pou_name: 'Late' }))).toMatch(/No POU named "Late"/);
  });
});

describe('list_variables', () => {
  it('lists declarations in order with class, type, location, initial value and documentation', async () => {
    const result = ok<{ variables: unknown[] }>(await h.call('list_variables', { project_path: await h.project('bottling-line'), pou_name: 'FillerControl' }));
    expect(result.variables).toEqual([
      { name: 'Start', class: 'input', type: 'BOOL', location: null, initial_value: null, documentation: null },
      { name: 'LevelPercent', class: 'input', type: 'REAL', location: null, initial_value: null, documentation: null },
      { name: 'Busy', class: 'output', type: 'BOOL', location: null, initial_value: null, documentation: null },
      { name: 'Done', class: 'output', type: 'BOOL', location: null, initial_value: null, documentation: null },
      { name: 'Underfilled', class: 'output', type: 'BOOL', location: null, initial_value: null, documentation: null },
      { name: 'Fault', class: 'output', type: 'BOOL', location: null, initial_value: null, documentation: null },
      { name: 'FillValve', class: 'output', type: 'BOOL', location: null, initial_value: null, documentation: 'Fill valve solenoid' },
      { name: 'MinFillPercent', class: 'external', type: 'REAL', location: null, initial_value: null, documentation: null },
      { name: 'Profile', class: 'local', type: 'FillCurve', location: null, initial_value: null, documentation: null },
      { name: 'Stage', class: 'local', type: 'INT', location: null, initial_value: '1', documentation: null },
      { name: 'FillTimeout', class: 'local', type: 'TON', location: null, initial_value: null, documentation: null },
      { name: 'StartEdge', class: 'local', type: 'R_TRIG', location: null, initial_value: null, documentation: null },
    ]);
  });

  it('reads the VAR header of LD and C++ POUs in the v4.1 layout (tabs, lower-case types, AT after the type)', async () => {
    const project = await h.project('relay-panel-v41');
    const ld = ok<{ variables: Array<Record<string, unknown>> }>(await h.call('list_variables', { project_path: project, pou_name: 'main' }));
    expect(ld.variables[0]).toEqual({ name: 'BTN_ON_1', class: 'local', type: 'bool', location: '%IX0.3', initial_value: null, documentation: null });
    expect(ld.variables.map((v) => v.name)).toContain('CAN_BRIDGE0');
    const cpp = ok<{ variables: unknown[] }>(await h.call('list_variables', { project_path: project, pou_name: 'CAN_BRIDGE' }));
    expect(cpp.variables).toEqual([
      { name: 'ID_FILTER', class: 'input', type: 'int', location: null, initial_value: '300', documentation: null },
      { name: 'ID_STATE', class: 'input', type: 'int', location: null, initial_value: '310', documentation: null },
      { name: 'STATE_PERIOD', class: 'input', type: 'int', location: null, initial_value: '500', documentation: null },
      { name: 'ERR', class: 'output', type: 'bool', location: null, initial_value: null, documentation: null },
    ]);
  });

  it('returns an empty list for a POU without variables and errors on declarations it cannot read', async () => {
    const project = await h.project('bottling-line');
    await writeFile(join(project, 'pous/programs/Empty.st'), 'PROGRAM Empty\n  VAR\n  END_VAR\n\n\nEND_PROGRAM');
    expect(ok(await h.call('list_variables', { project_path: project, pou_name: 'Empty' }))).toEqual({ variables: [] });
    await writeFile(join(project, 'pous/programs/Bad.st'), 'PROGRAM Bad\n  VAR\n    x INT;\n  END_VAR\nEND_PROGRAM');
    expect(failure(await h.call('list_variables', { project_path: project, pou_name: 'Bad' }))).toMatch(/variables of POU "Bad" \(pous\/programs\/Bad.st\): cannot read the declaration on line 3/);
    await writeFile(join(project, 'pous/programs/Open.st'), 'PROGRAM Open\n  VAR\n    x : INT;\nx := 1;\nEND_PROGRAM');
    expect(failure(await h.call('list_variables', { project_path: project, pou_name: 'Open' }))).toMatch(/VAR block on line 2 has no END_VAR/);
    await writeFile(join(project, 'pous/programs/Headless.st'), 'x := 1;');
    expect(failure(await h.call('list_variables', { project_path: project, pou_name: 'Headless' }))).toMatch(/does not start with PROGRAM/);
    expect(failure(await h.call('list_variables', { project_path: project, pou_name: '' }))).toMatch(/pou_name must not be empty/);
  });
});

describe('list_datatypes', () => {
  it('reads datatypes/*.dt sorted by name', async () => {
    const result = ok<{ data_types: Array<{ name: string; kind: string }>; source: string }>(await h.call('list_datatypes', { project_path: await h.project('bottling-line') }));
    expect(result.source).toBe('dt-files');
    expect(result.data_types.map((t) => [t.name, t.kind])).toEqual([
      ['BottleCounters', 'structure'],
      ['FillCurve', 'array'],
      ['LineMode', 'enumerated'],
      ['StationStatus', 'structure'],
    ]);
    expect(result.data_types[1]).toEqual({ name: 'FillCurve', kind: 'array', base_type: 'REAL', dimensions: ['1..4'], initial_value: null });
  });

  it('reads the inline list of a v4.1 project, and ignores it once .dt files exist', async () => {
    const project = await h.project('relay-panel-v41');
    const inline = ok<{ data_types: Array<{ name: string }>; source: string }>(await h.call('list_datatypes', { project_path: project }));
    expect(inline.source).toBe('inline-project-json');
    expect(inline.data_types.map((t) => t.name)).toEqual(['RelayState', 'RelayStatus', 'WordBuffer']);
    await mkdir(join(project, 'datatypes'));
    await writeFile(join(project, 'datatypes', 'Only.dt'), 'TYPE\n  Only : (A);\nEND_TYPE\n');
    expect(ok<{ data_types: Array<{ name: string }>; source: string }>(await h.call('list_datatypes', { project_path: project }))).toMatchObject({ source: 'dt-files', data_types: [{ name: 'Only' }] });
  });

  it('errors, naming the file, instead of returning a partial list', async () => {
    const project = await h.project('bottling-line');
    await writeFile(join(project, 'datatypes', 'LineMode.dt'), 'TYPE\n  Mode : (A);\nEND_TYPE\n');
    expect(failure(await h.call('list_datatypes', { project_path: project }))).toMatch(/data type "LineMode" \(datatypes\/LineMode.dt\): it declares "Mode"/);
    const legacy = await h.project('relay-panel-v41');
    await editJson(join(legacy, 'project.json'), { 'data.dataTypes.1.derivation': 'subrange' });
    expect(failure(await h.call('list_datatypes', { project_path: legacy }))).toMatch(/dataTypes\[1\]\.derivation "subrange"/);
  });

  it('returns an empty list for a project without data types', async () => {
    const project = await h.project('bottling-line');
    await rm(join(project, 'datatypes'), { recursive: true });
    expect(ok(await h.call('list_datatypes', { project_path: project }))).toEqual({ data_types: [], source: 'none' });
  });
});

describe('get_execution_configuration and list_global_variables', () => {
  it('returns tasks (null interval for interrupt tasks) and instances as stored', async () => {
    expect(ok(await h.call('get_execution_configuration', { project_path: await h.project('bottling-line') }))).toEqual({
      tasks: [
        { name: 'MainTask', triggering: 'Cyclic', interval: 'T#10ms', priority: 1 },
        { name: 'StatsTask', triggering: 'Cyclic', interval: 'T#500ms', priority: 5 },
        { name: 'EStopTask', triggering: 'Interrupt', interval: null, priority: 0 },
      ],
      program_instances: [
        { name: 'LineInstance', task: 'MainTask', program: 'main' },
        { name: 'StatsInstance', task: 'StatsTask', program: 'ProductionStats' },
      ],
    });
  });

  it('reads the resource from data.configurations too, and returns empty lists without one', async () => {
    const project = await h.project('bottling-line');
    const file = join(project, 'project.json');
    await writeFile(file, (await readFile(file, 'utf8')).replace('"configuration":', '"configurations":'));
    expect(ok<{ tasks: unknown[] }>(await h.call('get_execution_configuration', { project_path: project })).tasks).toHaveLength(3);
    const library = await h.project('motion-library');
    expect(ok(await h.call('get_execution_configuration', { project_path: library }))).toEqual({ tasks: [], program_instances: [] });
    expect(ok(await h.call('list_global_variables', { project_path: library }))).toEqual({ variables: [] });
  });

  it('errors on a malformed task, instance or global variable', async () => {
    const project = await h.project('bottling-line');
    await editJson(join(project, 'project.json'), { 'data.configuration.resource.tasks.1.priority': 'high' });
    expect(failure(await h.call('get_execution_configuration', { project_path: project }))).toMatch(/tasks\[1\]\.priority must be an integer/);
    await editJson(join(project, 'project.json'), {
      'data.configuration.resource.tasks.1.priority': 5,
      'data.configuration.resource.instances.0.program': null,
      'data.configuration.resource.globalVariables.2.type': {},
    });
    expect(failure(await h.call('get_execution_configuration', { project_path: project }))).toMatch(/instances\[0\]\.program must be a string/);
    expect(failure(await h.call('list_global_variables', { project_path: project }))).toMatch(/globalVariables\[2\]\.type\.value must name the type/);
  });

  it('lists globals with class "global", keeping the stored type case and turning empty strings into null', async () => {
    const current = ok<{ variables: unknown[] }>(await h.call('list_global_variables', { project_path: await h.project('bottling-line') }));
    expect(current.variables[0]).toEqual({ name: 'EmergencyStop', class: 'global', type: 'BOOL', location: '%IX0.0', initial_value: null, documentation: 'Emergency stop chain healthy (NC contact, TRUE = OK)' });
    const legacy = ok<{ variables: unknown[] }>(await h.call('list_global_variables', { project_path: await h.project('relay-panel-v41') }));
    expect(legacy.variables).toEqual([
      { name: 'CMD_WORD', class: 'global', type: 'word', location: '%MW0', initial_value: null, documentation: 'Command word written by the Modbus master' },
      { name: 'CAN_STATE', class: 'global', type: 'word', location: '%MW2', initial_value: null, documentation: null },
      { name: 'RelayTable', class: 'global', type: 'ARRAY [0..1] OF RelayStatus', location: null, initial_value: null, documentation: null },
    ]);
  });
});

describe('get_io_configuration', () => {
  it('returns the selected board and only its pins from a per-board mapping', async () => {
    const result = ok<{ device_board: string; io_points: unknown[]; pin_mapping_format: string }>(await h.call('get_io_configuration', { project_path: await h.project('bottling-line') }));
    expect(result.device_board).toBe('OpenPLC Runtime v4');
    expect(result.pin_mapping_format).toBe('per-board');
    expect(result.io_points).toHaveLength(13);
    expect(result.io_points[0]).toEqual({ pin: '17', pin_type: 'digitalInput', address: '%IX0.0', alias: 'EStopChain' });
    expect(result.io_points[11]).toEqual({ pin: '26', pin_type: 'digitalOutput', address: '%QX0.4', alias: null });
  });

  it('reads a v4.1 flat pin list as the selected board\'s mapping, with `name` as the alias', async () => {
    const result = ok<{ io_points: unknown[] }>(await h.call('get_io_configuration', { project_path: await h.project('relay-panel-v41') }));
    expect(result).toMatchObject({ device_board: 'Raspberry Pico W', configuration_format: 'v4.1', pin_mapping_format: 'flat-v4.1' });
    expect(result.io_points.slice(2, 4)).toEqual([
      { pin: '8', pin_type: 'digitalInput', address: '%IX0.2', alias: null },
      { pin: '9', pin_type: 'digitalInput', address: '%IX0.3', alias: 'BTN_ON_1' },
    ]);
  });

  it('defaults to "OpenPLC Simulator" without devices/configuration.json and to no pins without a mapping for the board', async () => {
    const project = await h.project('bottling-line');
    await rm(join(project, 'devices', 'configuration.json'));
    expect(ok(await h.call('get_io_configuration', { project_path: project }))).toEqual({
      device_board: 'OpenPLC Simulator',
      io_points: [],
      configuration_format: 'absent',
      pin_mapping_format: 'per-board',
    });
  });

  it('errors on malformed device files, including pins of a board that is not selected', async () => {
    const project = await h.project('bottling-line');
    const pins = join(project, 'devices', 'pin-mapping.json');
    await editJson(pins, { 'Arduino Mega.2.pinType': 'pwm' });
    expect(failure(await h.call('get_io_configuration', { project_path: project }))).toMatch(/board "Arduino Mega", pin 2: "pinType" must be one of/);
    await writeFile(pins, '{"OpenPLC Runtime v4": [ {"pin": ""');
    expect(failure(await h.call('get_io_configuration', { project_path: project }))).toMatch(/pin-mapping.json is not valid JSON/);
    await writeFile(pins, '"pins"');
    expect(failure(await h.call('get_io_configuration', { project_path: project }))).toMatch(/must contain an object keyed by board name/);
    await writeFile(join(project, 'devices', 'configuration.json'), '{"deviceBoard": 5}');
    expect(failure(await h.call('get_io_configuration', { project_path: project }))).toMatch(/deviceBoard must be a non-empty string/);
  });

  it('is not available for a library', async () => {
    expect(failure(await h.call('get_io_configuration', { project_path: await h.project('motion-library') }))).toMatch(/only for plc-project projects; motion-library is a plc-library/);
  });
});

describe('validate_project', () => {
  it('passes the fixtures; the v4.1 project with warnings about the legacy parts it read', async () => {
    expect(ok(await h.call('validate_project', { project_path: await h.project('bottling-line') }))).toEqual({ valid: true, name: 'bottling-line', type: 'plc-project', warnings: [] });
    expect(ok(await h.call('validate_project', { project_path: await h.project('motion-library') }))).toEqual({ valid: true, name: 'motion-library', type: 'plc-library', warnings: [] });
    const legacy = ok<{ warnings: string[] }>(await h.call('validate_project', { project_path: await h.project('relay-panel-v41') }));
    expect(legacy.warnings).toEqual([
      expect.stringMatching(/Data types are stored inline/),
      expect.stringMatching(/v4.1 flat pin list/),
      expect.stringMatching(/v4.1 keys/),
    ]);
  });

  it('warns about what would trip up the tools or the editor, without failing', async () => {
    const project = await h.project('bottling-line');
    await writeFile(join(project, 'pous/programs/Renamed.st'), 'PROGRAM Original\nEND_PROGRAM');
    await writeFile(join(project, 'pous/functions/main.st'), 'FUNCTION main : INT\nmain := 1;\nEND_FUNCTION');
    await writeFile(join(project, 'pous/programs/old.json'), '{}');
    await writeFile(join(project, 'datatypes/Broken.dt'), 'TYPE\nEND_TYPE');
    await editJson(join(project, 'project.json'), { 'data.configuration.resource.instances.2': { name: 'Ghost', task: 'NoTask', program: 'NoProgram' } });
    const { warnings } = ok<{ warnings: string[] }>(await h.call('validate_project', { project_path: project }));
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/pous\/programs\/old.json is a JSON POU of the mid-2025 format/),
        expect.stringMatching(/POU name "main" is used by pous\/functions\/main.st and pous\/programs\/main.st/),
        expect.stringMatching(/pous\/programs\/Renamed.st declares "Original"/),
        expect.stringMatching(/datatypes\/Broken.dt\): the TYPE block declares no data type/),
        expect.stringMatching(/"Ghost" runs on task "NoTask", which is not configured/),
        expect.stringMatching(/"Ghost" runs program "NoProgram", which has no file/),
      ]),
    );
  });
});

describe('search_project', () => {
  const pouHit = { kind: 'pou', data_type: null, member: null, global_variable: null };
  const typeHit = { pou: null, global_variable: null };

  it('finds literal text across POUs and data types with file, what it is in, line and column', async () => {
    const project = await h.project('bottling-line');
    const result = ok<{ matches: Array<Record<string, unknown>>; truncated: boolean }>(await h.call('search_project', { project_path: project, pattern: 'fillcurve' }));
    expect(result).toEqual({
      matches: [
        { ...pouHit, file: 'pous/function-blocks/FillerControl.st', pou: 'FillerControl', line: 20, column: 15, text: 'Profile : FillCurve;' },
        { ...typeHit, kind: 'data_type', file: 'datatypes/FillCurve.dt', data_type: 'FillCurve', member: null, line: 2, column: 3, text: 'FillCurve : ARRAY [1..4] OF REAL; (* Fill levels in percent, one per stage *)' },
      ],
      truncated: false,
    });
    expect(ok<{ matches: unknown[] }>(await h.call('search_project', { project_path: project, pattern: 'fillcurve', case_sensitive: true })).matches).toEqual([]);
  });

  it('names the enumeration value or structure field a hit in a .dt file is in', async () => {
    const project = await h.project('bottling-line');
    const stopped = ok<{ matches: Array<Record<string, unknown>> }>(await h.call('search_project', { project_path: project, pattern: 'Stopped', case_sensitive: true }));
    expect(stopped.matches.filter((m) => m.file === 'datatypes/LineMode.dt')).toEqual([
      { ...typeHit, kind: 'enum_value', file: 'datatypes/LineMode.dt', data_type: 'LineMode', member: 'Stopped', line: 2, column: 15, text: 'LineMode : (Stopped, Starting, Running, Stopping, Faulted) := Stopped;' },
      // the initial value names a value too, but is no declaration of one
      { ...typeHit, kind: 'data_type', file: 'datatypes/LineMode.dt', data_type: 'LineMode', member: null, line: 2, column: 65, text: 'LineMode : (Stopped, Starting, Running, Stopping, Faulted) := Stopped;' },
    ]);
    const faultCode = ok<{ matches: Array<Record<string, unknown>> }>(await h.call('search_project', { project_path: project, pattern: 'see the station manual' }));
    expect(faultCode.matches).toEqual([
      { ...typeHit, kind: 'structure_field', file: 'datatypes/StationStatus.dt', data_type: 'StationStatus', member: 'faultCode', line: 5, column: 40, text: 'faultCode : INT := 0; (* 0 = none, see the station manual *)' },
    ]);
  });

  it('finds a global variable by its name, type, address or documentation, and never a key of project.json', async () => {
    const project = await h.project('bottling-line');
    const search = async (pattern: string) => ok<{ matches: Array<Record<string, unknown>> }>(await h.call('search_project', { project_path: project, pattern })).matches;
    const emergencyStop = { kind: 'global_variable', file: 'project.json', pou: null, data_type: null, member: null, global_variable: 'EmergencyStop', line: null };
    const declaration = 'EmergencyStop AT %IX0.0 : BOOL; (* Emergency stop chain healthy (NC contact, TRUE = OK) *)';
    expect((await search('EmergencyStop')).filter((m) => m.kind === 'global_variable')).toEqual([{ ...emergencyStop, column: 1, text: declaration }]);
    expect(await search('%IX0.0')).toEqual([{ ...emergencyStop, column: 18, text: declaration }]);
    expect(await search('chain healthy')).toEqual([{ ...emergencyStop, column: 51, text: declaration }]);
    expect((await search('LineSpeedSetpoint')).filter((m) => m.file === 'project.json')).toEqual([
      { ...emergencyStop, global_variable: 'LineSpeedSetpoint', column: 1, text: 'LineSpeedSetpoint : REAL := 120.0; (* Conveyor speed in bottles per minute *)' },
    ]);
    for (const key of ['globalVariables', 'documentation', 'definition', 'base-type', 'initialValue']) expect(await search(key), key).toEqual([]);
  });

  it('supports regular expressions, caps the results and rejects an invalid pattern', async () => {
    const project = await h.project('bottling-line');
    const regex = ok<{ matches: Array<{ pou: string; line: number }> }>(await h.call('search_project', { project_path: project, pattern: 'T#\\d+s\\b', regex: true }));
    expect(regex.matches.map((m) => [m.pou, m.line])).toEqual([
      ['ConveyorDrive', 20],
      ['FillerControl', 40],
      ['ProductionStats', 14],
      ['main', 45],
    ]);
    expect(ok(await h.call('search_project', { project_path: project, pattern: ':=', max_results: 3 }))).toMatchObject({ truncated: true, matches: { length: 3 } });
    expect(failure(await h.call('search_project', { project_path: project, pattern: '(', regex: true }))).toMatch(/not a valid regular expression/);
    expect(failure(await h.call('search_project', { project_path: project, pattern: '' }))).toMatch(/pattern must not be empty/);
  });

  it('searches the inline data types of a v4.1 project entry by entry: an enum value hit names its data type, JSON keys are not text', async () => {
    const project = await h.project('relay-panel-v41');
    const search = async (pattern: string) => ok<{ matches: Array<Record<string, unknown>> }>(await h.call('search_project', { project_path: project, pattern, case_sensitive: true })).matches;
    const tripped = await search('Tripped');
    expect(tripped.map((m) => m.file)).toEqual(['pous/function-blocks/RELAY_LATCH.st', 'project.json']);
    expect(tripped[1]).toEqual({ ...typeHit, kind: 'enum_value', file: 'project.json', data_type: 'RelayState', member: 'Tripped', line: null, column: 24, text: 'RelayState : (Off, On, Tripped) := Off;' });
    expect((await search('Switching cycles')).map(({ kind, data_type, member, text }) => ({ kind, data_type, member, text }))).toEqual([
      { kind: 'structure_field', data_type: 'RelayStatus', member: 'cycles', text: 'cycles : udint := 0; (* Switching cycles since power-up *)' },
    ]);
    expect((await search('WordBuffer')).filter((m) => m.file === 'project.json')).toEqual([
      { ...typeHit, kind: 'data_type', file: 'project.json', data_type: 'WordBuffer', member: null, line: null, column: 1, text: 'WordBuffer : ARRAY [0..3] OF word;' },
    ]);
    expect((await search('CMD_WORD')).filter((m) => m.file === 'project.json')).toEqual([
      expect.objectContaining({ kind: 'global_variable', global_variable: 'CMD_WORD', text: 'CMD_WORD AT %MW0 : word; (* Command word written by the Modbus master *)' }),
    ]);
    for (const key of ['derivation', 'description', 'simpleValue', 'dimension']) expect(await search(key), key).toEqual([]);
  });
});
