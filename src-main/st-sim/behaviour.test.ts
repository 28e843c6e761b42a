// The three edits of the demo line, run old against new: a start no longer blocked by the held stop
// button, a refactor that must show the same behaviour, and a shorter start-up delay.
import { describe, expect, it } from 'vitest';
import { simulateBehaviour, type BehaviourRequest } from './behaviour.ts';
import { demoProject } from './test-support/trace.ts';

const SAFETY = ['emergency stop', 'safety'];

function edit(from: string, to: string, options: Partial<BehaviourRequest> = {}) {
  const old = demoProject();
  if (!old.mainText.includes(from)) throw new Error(`the demo's main.st no longer holds ${from}`);
  const changed = demoProject(old.mainText.replace(from, to));
  return simulateBehaviour({ old, new: changed, cycleMs: 10, safetyPatterns: SAFETY, scenarios: 120, ...options });
}

/** The demo writes the enum literal qualified or bare, whichever it holds after the tool engineer's change. */
function running(): string {
  return demoProject().mainText.includes('LineMode#Running') ? 'LineMode#Running' : 'Running';
}

describe('behaviour of the demo line, old against new', { timeout: 60_000 }, () => {
  it('a start no longer blocked by the (normally closed) stop button: with StopButton FALSE the line now starts', () => {
    const report = edit('IF StartEdge.Q AND StopButton THEN', 'IF StartEdge.Q THEN');
    expect(report.status).toBe('different');
    expect(report.summary).toMatch(/^Simulated \d+ scenarios × \d+ scans: outputs differ in [1-9]\d*\.$/);
    const shown = report.differences.filter((d) => d.output === 'StackLightGreen' || d.output === 'ConveyorMotor');
    expect(shown.length).toBeGreaterThan(0);
    for (const d of shown) {
      expect(d.sequence).toContainEqual({ atMs: 0, input: 'StopButton', value: 'FALSE' });
      expect([d.old, d.new]).toEqual(['FALSE', 'TRUE']);
      // The 3 s start-up delay comes first.
      expect(d.atMs).toBeGreaterThanOrEqual(3000);
      expect(d.text).toContain('StopButton = FALSE');
      expect(d.chart.traces.map((t) => `${t.role}:${t.name}`)).toEqual(expect.arrayContaining(['input:StopButton', 'input:StartButton', `old:${d.output}`, `new:${d.output}`]));
    }
    expect(report.differences.find((d) => d.output === 'StackLightGreen')?.address).toBe('%QX0.4');
  });

  it('the green light rewritten as IF/ELSE behaves the same in every scenario', () => {
    const literal = running();
    const report = edit(`StackLightGreen := State = ${literal};`, `IF State = ${literal} THEN\n  StackLightGreen := TRUE;\nELSE\n  StackLightGreen := FALSE;\nEND_IF;`);
    expect(report).toMatchObject({ status: 'same', differences: [], differingScenarios: 0 });
    expect(report.summary).toMatch(/^Same behaviour in all \d+ scenarios × \d+ scans \(tested, not proven\)\.$/);
  });

  it('a start-up delay of 1 s instead of 3 s: the green light and the conveyor come on 2 s earlier', () => {
    const report = edit('PT := T#3s', 'PT := T#1s');
    const green = report.differences.find((d) => d.output === 'StackLightGreen')!;
    expect(green).toMatchObject({ old: 'FALSE', new: 'TRUE' });
    expect(green.atMs).toBeGreaterThanOrEqual(1000);
    expect(green.atMs).toBeLessThan(3000);
    expect(green.text).toMatch(/reaches TRUE 2 s earlier/);
  });

  it('a difference on a safety-relevant output is marked', () => {
    const old = demoProject();
    const withSafety = (text: string) => text.replace('StackLightRed : BOOL AT %QX0.5;', 'StackLightRed : BOOL AT %QX0.5; (* safety lamp *)');
    const report = simulateBehaviour({
      old: demoProject(withSafety(old.mainText)),
      new: demoProject(withSafety(old.mainText.replace('StackLightRed := State =', 'StackLightRed := FALSE AND State ='))),
      cycleMs: 10,
      safetyPatterns: SAFETY,
      scenarios: 60,
    });
    const red = report.differences.find((d) => d.output === 'StackLightRed')!;
    expect(red.safety).toEqual(['safety: StackLightRed']);
    expect(report.differences[0]).toBe(red);
  });

  it('code it cannot run is not simulated, with the reason', () => {
    const report = edit('StackLightRed := State', 'StackLightRed := Unknown.Thing OR State');
    expect(report).toMatchObject({ status: 'not-simulated', scenarios: 0 });
    expect(report.reason).toMatch(/^the new version: line \d+: unknown name Unknown.Thing$/);
  });

  it('says so when the static Impact found no effect but the outputs differ', () => {
    const report = edit('PT := T#3s', 'PT := T#1s', { impactSaysNoEffect: true, scenarios: 40 });
    expect(report.notes.join(' ')).toMatch(/static Impact found no effect on outputs, but the simulation shows outputs that differ/);
  });
});

describe('which program runs the edit, and where it starts', { timeout: 60_000 }, () => {
  const FB = (limit: number) => `FUNCTION_BLOCK Guard\nVAR_INPUT In : INT; END_VAR\nVAR_OUTPUT High : BOOL; END_VAR\nHigh := In > ${limit};\nEND_FUNCTION_BLOCK`;
  const LIGHTS = 'PROGRAM Lights\nVAR_INPUT Sw : BOOL; END_VAR\nVAR Lamp AT %QX0.0 : BOOL; END_VAR\nLamp := Sw;\nEND_PROGRAM';
  const PUMPS = 'PROGRAM Pumps\nVAR_INPUT Level : INT; END_VAR\nVAR Alarm AT %QX0.1 : BOOL; G : Guard; END_VAR\nG(In := Level);\nAlarm := G.High;\nEND_PROGRAM';
  const project = (fb: string, programs = [LIGHTS, PUMPS]) => ({ sources: [{ name: 'guard.st', text: fb }, ...programs.map((text, i) => ({ name: `p${i}.st`, text }))], program: 'Guard' });
  const runners = { edited: 'Guard', programs: [{ name: 'Lights', task: 'Fast', cycleMs: 10 }, { name: 'Pumps', task: 'Slow', cycleMs: 50 }] };

  it('an FB edit is simulated in the program whose run reaches it, at that task\'s cycle, and the card says where', () => {
    const report = simulateBehaviour({ old: project(FB(80)), new: project(FB(90)), cycleMs: 20, runners, scenarios: 60 });
    expect(report.status).toBe('different');
    expect(report.cycleMs).toBe(50);
    expect(report.differences[0]).toMatchObject({ output: 'Alarm', address: '%QX0.1' });
    expect(report.notes).toEqual(expect.arrayContaining(['Pumps runs every 50 ms (task Slow).', 'Guard was simulated where program Pumps runs it.']));
  });

  it('an FB no program reaches is not simulated (a program that never calls it would show "same" for nothing)', () => {
    const report = simulateBehaviour({ old: project(FB(80), [LIGHTS]), new: project(FB(90), [LIGHTS]), cycleMs: 20, runners: { ...runners, programs: [runners.programs[0]!] } });
    expect(report).toMatchObject({ status: 'not-simulated', reason: 'no program a task runs reaches Guard, so the edit changes nothing that runs' });
  });

  it('a program that reaches the edit but cannot be simulated stops it with the reason', () => {
    const broken = PUMPS.replace('Alarm := G.High;', 'Alarm := G.High;\nMEMSET(ADR(Level), 0, 2);');
    const report = simulateBehaviour({ old: project(FB(80), [LIGHTS, broken]), new: project(FB(90), [LIGHTS, broken]), cycleMs: 20, runners });
    expect(report.status).toBe('not-simulated');
    expect(report.reason).toMatch(/^no program the simulator can run reaches Guard \(Pumps: line \d+: .*\)$/);
  });

  it('starts from the values a PLC holds: an internal count already past the new limit differs at once', () => {
    const counter = (limit: number) => `PROGRAM Count\nVAR_INPUT Run : BOOL; END_VAR\nVAR N : INT; Mode : Modes; END_VAR\nVAR_OUTPUT Alarm : BOOL; END_VAR\nIF Run THEN N := N + 1; END_IF;\nAlarm := N > ${limit};\nEND_PROGRAM`;
    const types = { name: 'types.st', text: 'TYPE Modes : (Idle, Busy); END_TYPE' };
    const side = (limit: number) => ({ sources: [types, { name: 'c.st', text: counter(limit) }], program: 'Count' });
    const report = simulateBehaviour({
      old: side(100),
      new: side(50),
      cycleMs: 10,
      scenarios: 20,
      startValues: { N: '75', Run: 'FALSE', Mode: 'Modes.Busy', Missing: '1', Alarm: 'maybe' },
      startValuesSource: 'the watch list of the PLC Interlock is logged in to',
    });
    const alarm = report.differences.find((d) => d.output === 'Alarm')!;
    expect(alarm).toMatchObject({ atMs: 0, old: 'FALSE', new: 'TRUE', sequence: [] });
    expect(report.notes).toContain('Started from the values the watch list of the PLC Interlock is logged in to holds: N = 75, Run = FALSE, Mode = Modes.Busy.');
    expect(report.notes).toContain('2 watched values of the watch list of the PLC Interlock is logged in to named no variable of the simulated program or did not read as its type, and were not used.');
  });
});

describe('CASE states the scenarios reach', { timeout: 60_000 }, () => {
  it('names a CASE branch no scenario reached (the simulation says nothing about it)', () => {
    const text = (preset: string) =>
      `PROGRAM modes\nVAR_INPUT Go : BOOL; END_VAR\nVAR_OUTPUT Lamp : BOOL; END_VAR\nVAR State : INT; Wait : TON; END_VAR\nWait(IN := State = 1, PT := ${preset});\nCASE State OF\n  0: IF Go THEN State := 1; END_IF;\n  1: Lamp := TRUE; IF Wait.Q THEN State := 0; Lamp := FALSE; END_IF;\n  9: Lamp := FALSE;\nEND_CASE;\nEND_PROGRAM`;
    const side = (preset: string) => ({ sources: [{ name: 'm.st', text: text(preset) }], program: 'modes' });
    const report = simulateBehaviour({ old: side('T#1s'), new: side('T#2s'), cycleMs: 10, scenarios: 40 });
    expect(report.status).toBe('different');
    expect(report.notes).toContain('CASE branches no scenario reached in either version: modes line 9: 9.');
  });
});
