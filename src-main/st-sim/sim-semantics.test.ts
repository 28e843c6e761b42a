// Expected traces written by hand from the IEC 61131-3 definitions (timing diagrams of TON/TOF/TP, the counters'
// and edge detectors' bodies, integer widths) and checked scan by scan at a 10 ms cycle.
import { describe, expect, it } from 'vitest';
import { SimProgram } from './sim-run.ts';
import { SimUnsupported } from './sim-types.ts';
import { hold, trace } from './test-support/trace.ts';

const program = (vars: string, body: string) => `PROGRAM test\n${vars}\n${body}\nEND_PROGRAM`;
const io = (inputs: string, outputs: string, locals = '') => `VAR_INPUT\n${inputs}\nEND_VAR\nVAR_OUTPUT\n${outputs}\nEND_VAR\n${locals ? `VAR\n${locals}\nEND_VAR` : ''}`;
const bools = (s: string) => [...s].map((c) => c === '1');

describe('standard timers on the simulated clock (10 ms cycle)', () => {
  it('TON: Q rises PT after IN rose, ET counts up to PT and resets when IN falls', () => {
    const src = program(io('i : BOOL;', 'q : BOOL; et : TIME;', 't : TON;'), 't(IN := i, PT := T#50ms); q := t.Q; et := t.ET;');
    const inputs = bools('00111111110110').map((i) => ({ i }));
    const rows = trace(src, inputs, ['q', 'et']);
    expect(rows.map((r) => r[0])).toEqual(bools('00000001110000'));
    expect(rows.map((r) => r[1])).toEqual([0, 0, 0, 10, 20, 30, 40, 50, 50, 50, 0, 0, 10, 0]);
  });

  it('TOF: Q follows IN up at once and falls PT after IN fell; a new rise restarts it', () => {
    const src = program(io('i : BOOL;', 'q : BOOL; et : TIME;', 't : TOF;'), 't(IN := i, PT := T#50ms); q := t.Q; et := t.ET;');
    const inputs = bools('011000000010000').map((i) => ({ i }));
    const rows = trace(src, inputs, ['q', 'et']);
    expect(rows.map((r) => r[0])).toEqual(bools('011111110011111'));
    expect(rows.map((r) => r[1])).toEqual([0, 0, 0, 0, 10, 20, 30, 40, 50, 50, 0, 0, 10, 20, 30]);
  });

  it('TP: a pulse of PT from a rising edge, not retriggered while it runs; ET holds PT while IN stays TRUE', () => {
    const src = program(io('i : BOOL;', 'q : BOOL; et : TIME;', 't : TP;'), 't(IN := i, PT := T#30ms); q := t.Q; et := t.ET;');
    const inputs = bools('0111111110001010000').map((i) => ({ i }));
    const rows = trace(src, inputs, ['q', 'et']);
    expect(rows.map((r) => r[0])).toEqual(bools('0111000000001110000'));
    expect(rows.map((r) => r[1])).toEqual([0, 0, 10, 20, 30, 30, 30, 30, 30, 0, 0, 0, 0, 10, 20, 30, 0, 0, 0]);
  });
});

describe('counters and edges', () => {
  it('CTUD: counts rising edges up and down, R before LD, QU at PV and QD at 0', () => {
    const src = program(io('cu, cd, r, ld : BOOL;', 'qu, qd : BOOL; cv : INT;', 'c : CTUD;'), 'c(CU := cu, CD := cd, R := r, LD := ld, PV := 2); qu := c.QU; qd := c.QD; cv := c.CV;');
    const steps: Array<[number, number, number, number, number, boolean, boolean]> = [
      // cu cd r ld → cv qu qd
      [0, 0, 0, 0, 0, false, true],
      [1, 0, 0, 0, 1, false, false],
      [1, 0, 0, 0, 1, false, false], // held: no edge
      [0, 0, 0, 0, 1, false, false],
      [1, 0, 0, 0, 2, true, false],
      [0, 1, 0, 0, 1, false, false],
      [1, 1, 0, 0, 2, true, false], // CD held from the scan before: only CU rises
      [0, 0, 0, 1, 2, true, false],
      [0, 0, 1, 1, 0, false, true], // R wins over LD
    ];
    const rows = trace(src, steps.map(([cu, cd, r, ld]) => ({ cu: !!cu, cd: !!cd, r: !!r, ld: !!ld })), ['cv', 'qu', 'qd']);
    expect(rows).toEqual(steps.map(([, , , , cv, qu, qd]) => [cv, qu, qd]));
  });

  it('CTU counts to PV and CTD counts down from a load', () => {
    const src = program(io('u, d, ld : BOOL;', 'qu, qd : BOOL; cu, cd : INT;', 'a : CTU; b : CTD;'), 'a(CU := u, R := FALSE, PV := 2); b(CD := d, LD := ld, PV := 2); qu := a.Q; cu := a.CV; qd := b.Q; cd := b.CV;');
    const rows = trace(src, [{ u: true, ld: true }, { u: false, ld: false }, { u: true, d: true }, { u: false, d: false }, { d: true }], ['cu', 'qu', 'cd', 'qd']);
    expect(rows).toEqual([[1, false, 2, false], [1, false, 2, false], [2, true, 1, false], [2, true, 1, false], [2, true, 0, true]]);
  });

  it('R_TRIG and F_TRIG: one scan per edge; F_TRIG sees no edge on a first scan with CLK FALSE (M := 1)', () => {
    const src = program(io('clk : BOOL;', 'r, f : BOOL;', 'rt : R_TRIG; ft : F_TRIG;'), 'rt(CLK := clk); ft(CLK := clk); r := rt.Q; f := ft.Q;');
    const rows = trace(src, bools('0110010').map((clk) => ({ clk })), ['r', 'f']);
    expect(rows.map((x) => x[0])).toEqual(bools('0100010'));
    expect(rows.map((x) => x[1])).toEqual(bools('0001001'));
  });

  it('SR is set-dominant and RS reset-dominant', () => {
    const src = program(io('s, r : BOOL;', 'q1, q2 : BOOL;', 'a : SR; b : RS;'), 'a(S1 := s, R := r); b(S := s, R1 := r); q1 := a.Q1; q2 := b.Q1;');
    const rows = trace(src, [{ s: true }, { s: false }, { s: true, r: true }, { s: false, r: false }, { r: true }], ['q1', 'q2']);
    expect(rows).toEqual([[true, true], [true, true], [true, false], [true, false], [false, false]]);
  });
});

describe('integer widths wrap around', () => {
  const cases: Array<[string, string, number]> = [
    ['SINT', '127 + 1', -128],
    ['INT', '32767 + 1', -32768],
    ['DINT', '2147483647 + 1', -2147483648],
    ['USINT', '255 + 1', 0],
    ['UINT', '65535 + 1', 0],
    ['UDINT', '4294967295 + 1', 0],
    ['BYTE', '0 - 1', 255],
    ['WORD', '0 - 1', 65535],
    ['DWORD', '0 - 1', 4294967295],
    ['LINT', '4000000000 * 4', 16000000000],
    ['DINT', '65536 * 65536', 0],
    ['INT', '-7 / 2', -3],
    ['INT', '-7 MOD 2', -1],
  ];
  it.each(cases)('%s: x := x0; x := %s', (type, expr, expected) => {
    const [left, op, right] = expr.split(' ');
    const src = program(io('', `x : ${type};`, `y : ${type} := ${right};`), `x := ${left}; x := x ${op} y;`);
    expect(trace(src, [{}], ['x'])).toEqual([[expected]]);
  });

  it('a value read from a wider type is cut to the narrow one', () => {
    const src = program(io('', 'b : SINT; w : WORD;', 'd : DINT := 300; n : INT := -1;'), 'b := DINT_TO_SINT(d); w := INT_TO_WORD(n);');
    expect(trace(src, [{}], ['b', 'w'])).toEqual([[44, 65535]]);
  });
});

describe('expressions and statements', () => {
  it('REAL arithmetic, conversions, rounding and TRUNC', () => {
    const src = program(io('', 'a, b, c : INT; r : REAL; t : DINT;'), 'a := REAL_TO_INT(2.5); b := REAL_TO_INT(-2.5); r := INT_TO_REAL(7) / 2.0; t := TRUNC(-2.7); c := BOOL_TO_INT(TRUE);');
    expect(trace(src, [{}], ['a', 'b', 'r', 't', 'c'])).toEqual([[3, -3, 3.5, -2, 1]]);
  });

  it('AND_THEN and OR_ELSE short-circuit; AND and OR evaluate both sides (a division by zero there faults)', () => {
    const src = program(io('k : INT;', 'a, b : BOOL;'), 'a := k <> 0 AND_THEN 10 / k > 1; b := k = 0 OR_ELSE 10 / k > 1;');
    expect(trace(src, [{ k: 0 }, { k: 5 }], ['a', 'b'])).toEqual([[false, true], [true, true]]);
    const strict = program(io('k : INT;', 'a : BOOL;'), 'a := k <> 0 AND 10 / k > 1;');
    expect(trace(strict, [{ k: 0 }], ['a'])[0]![0]).toMatch(/division by zero/);
  });

    it('bit access, shifts and rotations of bit strings', () => {
    const src = program(io('', 'w : WORD; b3 : BOOL; s, r : BYTE;'), 'w := 16#0008; b3 := w.3; w.0 := TRUE; w.3 := FALSE; s := SHL(BYTE#16#81, 1); r := ROL(BYTE#16#81, 1);');
    expect(trace(src, [{}], ['w', 'b3', 's', 'r'])).toEqual([[1, true, 2, 3]]);
  });

  it('SEL, MUX, LIMIT, MIN, MAX, ABS', () => {
    const src = program(io('', 'a, b, c, d, e, f : INT;'), 'a := SEL(TRUE, 1, 2); b := MUX(2, 10, 20, 30); c := LIMIT(0, 150, 100); d := MIN(4, -2, 9); e := MAX(IN1 := 4, IN2 := 9); f := ABS(-5);');
    expect(trace(src, [{}], ['a', 'b', 'c', 'd', 'e', 'f'])).toEqual([[2, 30, 100, -2, 9, 5]]);
  });

  it('TIME arithmetic and STRING functions with the declared length', () => {
    const src = program(io('', 't : TIME; ms : DINT; s : STRING(5); n : INT; l : STRING;'), "t := T#1s + T#500ms; t := t * 2; ms := TIME_TO_DINT(t); s := CONCAT('abc', 'defgh'); n := LEN(s); l := LEFT('hello', 2);");
    expect(trace(src, [{}], ['t', 'ms', 's', 'n', 'l'])).toEqual([[3000, 3000, 'abcde', 5, 'he']]);
  });

  it('CASE with lists and ranges, enums bare and qualified, FOR with EXIT and CONTINUE, REPEAT, WHILE', () => {
    const types = { name: 'Mode.dt', text: 'TYPE\n  Mode : (Idle, Run := 5, Stop) := Run;\nEND_TYPE' };
    const src = program(
      io('k : INT;', 'c : INT; m : Mode; sum : INT; r : INT; w : INT;', 'i : INT;'),
      `CASE k OF 1, 3: c := 10; 4..6: c := 20; ELSE c := 0; END_CASE;
IF m = Mode#Run THEN m := Stop; ELSIF m = Stop THEN m := Idle; END_IF;
sum := 0;
FOR i := 1 TO 10 DO IF i = 2 THEN CONTINUE; END_IF; IF i > 4 THEN EXIT; END_IF; sum := sum + i; END_FOR;
r := 0; REPEAT r := r + 3; UNTIL r > 7 END_REPEAT;
w := 1; WHILE w < 100 DO w := w * 2; END_WHILE;`,
    );
    const rows = trace([types, { name: 'test.st', text: src }], [{ k: 3 }, { k: 5 }, { k: 7 }], ['c', 'm', 'sum', 'r', 'w']);
    expect(rows).toEqual([[10, 6, 8, 9, 128], [20, 0, 8, 9, 128], [0, 0, 8, 9, 128]]);
  });

  it('structs, arrays with their bounds, FBs with VAR_IN_OUT, EXTENDS and SUPER^(), functions with outputs', () => {
    const sources = [
      { name: 'Pair.dt', text: 'TYPE\n  Pair : STRUCT\n    a : INT := 1;\n    b : INT;\n  END_STRUCT;\nEND_TYPE' },
      { name: 'Base.st', text: 'FUNCTION_BLOCK Base\nVAR_IN_OUT\n  acc : INT;\nEND_VAR\nVAR_OUTPUT\n  calls : INT;\nEND_VAR\ncalls := calls + 1; acc := acc + 10;\nEND_FUNCTION_BLOCK' },
      { name: 'Derived.st', text: 'FUNCTION_BLOCK Derived EXTENDS Base\nSUPER^();\nacc := acc + 1;\nEND_FUNCTION_BLOCK' },
      { name: 'Split.st', text: 'FUNCTION Split : INT\nVAR_INPUT\n  x : INT;\nEND_VAR\nVAR_OUTPUT\n  half : INT;\nEND_VAR\nhalf := x / 2;\nSplit := x MOD 2;\nEND_FUNCTION' },
      {
        name: 'test.st',
        text: program(
          io('', 'p : Pair; arr3 : INT; acc : INT; calls : INT; rest, half : INT;', 'arr : ARRAY[1..3] OF INT := [5, 2(7)]; d : Derived;'),
          'p.b := p.a + 1; arr[2] := arr[1] + arr[3]; arr3 := arr[2]; d(acc := acc); calls := d.calls; rest := Split(7, half => half);',
        ),
      },
    ];
    expect(trace(sources, [{}, {}], ['p.a', 'p.b', 'arr3', 'acc', 'calls', 'rest', 'half'])).toEqual([
      [1, 2, 12, 11, 1, 1, 3],
      [1, 2, 12, 22, 2, 1, 3],
    ]);
  });
});

describe('runtime faults of a scan', () => {
  it('division by zero, an index out of bounds and a loop past its limit fault the scan', () => {
    const src = program(io('d, k : INT; spin : BOOL;', 'x : INT;', 'a : ARRAY[0..2] OF INT;'), 'x := 10 / d; x := a[k]; WHILE spin DO x := x + 1; END_WHILE;');
    expect(trace(src, [{ d: 0 }], ['x'])).toEqual([['fault: line 11: division by zero']]);
    expect(trace(src, [{ d: 1, k: 3 }], ['x'])).toEqual([['fault: line 11: array index 3 outside [0..2]']]);
    expect(trace(src, [{ d: 1, k: 0, spin: true }], ['x'])[0]![0]).toMatch(/^fault: line 11: loop ran more than \d+ iterations/);
    expect(trace(src, hold(2, { d: 2, k: 1 }), ['x'])).toEqual([[0], [0]]);
  });
});

describe('what the simulator does not model stops it with the reason', () => {
  const refuses = (sources: Array<{ name: string; text: string }>, reason: RegExp) => expect(() => new SimProgram({ sources, program: 'test' })).toThrow(reason);
  it('pointers, unknown library blocks, other languages, jumps', () => {
    refuses([{ name: 't.st', text: program('VAR p : POINTER TO INT; END_VAR', '') }], /POINTER TO INT: the simulator has no model of memory/);
    refuses([{ name: 't.st', text: program('VAR m : MC_Power; END_VAR', 'm(Enable := TRUE);') }], /type MC_Power: no declaration of it in the project/);
    refuses(
      [
        { name: 'Wrap.il', text: 'FUNCTION Wrap : INT\nVAR_INPUT\n  x : INT;\nEND_VAR\n  LD x\n  ST Wrap\nEND_FUNCTION' },
        { name: 't.st', text: program('VAR x : INT; END_VAR', 'x := Wrap(1);') },
      ],
      /Wrap \(written in IL: the simulator runs Structured Text only\)/,
    );
    refuses([{ name: 't.st', text: program('VAR x : INT; END_VAR', 'x := MEMSET(1);') }], /MEMSET is no function of the project/);
    expect(() => new SimProgram({ sources: [{ name: 't.st', text: program('VAR x : INT; END_VAR', 'x := y;') }], program: 'test' })).toThrow(SimUnsupported);
  });
});

describe('methods, actions and properties of function blocks', () => {
  const MOTOR = `FUNCTION_BLOCK Motor
VAR_INPUT Enable : BOOL; END_VAR
VAR_OUTPUT Running : BOOL; Starts : INT; END_VAR
VAR actual : INT; END_VAR
METHOD Start : BOOL
VAR_INPUT rpm : INT := 100; END_VAR
VAR_OUTPUT accepted : INT; END_VAR
VAR_INST calls : INT; END_VAR
calls := calls + 1;
IF NOT Enable THEN Start := FALSE; RETURN; END_IF;
actual := rpm; Running := TRUE; Starts := Starts + 1;
accepted := calls;
Start := TRUE;
END_METHOD
METHOD Limit : INT
Limit := 1000;
END_METHOD
ACTION Halt:
actual := 0; Running := FALSE;
END_ACTION
PROPERTY Speed : INT
GET Speed := actual; END_GET
SET actual := MIN(Speed, THIS^.Limit()); END_SET
END_PROPERTY
IF Running AND NOT Enable THEN Halt(); END_IF;
END_FUNCTION_BLOCK`;
  // A derived motor whose limit is lower: Speed's SET (Motor's code) calls THIS^.Limit(), which is the derived one here.
  const SLOW = `FUNCTION_BLOCK SlowMotor EXTENDS Motor
METHOD Limit : INT
Limit := SUPER^.Limit() / 10;
END_METHOD
SUPER^();
END_FUNCTION_BLOCK`;
  const TEST = program(
    io('en, go, stop : BOOL; want : INT;', 'ok : BOOL; acc : INT; speed, slowSpeed : INT; running : BOOL; starts : INT;', 'm : Motor; s : SlowMotor;'),
    `m(Enable := en); s(Enable := en);
IF go THEN ok := m.Start(rpm := want, accepted => acc); m.Speed := want * 2; s.Speed := want * 2; END_IF;
IF stop THEN m.Halt(); END_IF;
speed := m.Speed; slowSpeed := s.Speed; running := m.Running; starts := m.Starts;`,
  );

  it('calls methods (inputs defaulted each call, outputs, VAR_INST kept, RETURN), actions, and a property\'s GET and SET', () => {
    const sources = [{ name: 'motor.st', text: MOTOR }, { name: 'slow.st', text: SLOW }, { name: 'test.st', text: TEST }];
    const rows = trace(sources, [{ go: true, want: 700 }, { en: true }, {}, { go: false }, { stop: true }, { stop: false, go: true, want: 0 }], ['ok', 'acc', 'speed', 'slowSpeed', 'running', 'starts']);
    expect(rows).toEqual([
      // Not enabled: Start refuses (its RETURN), VAR_INST counts the call; the SETs still clamp (1000 / the slow 100).
      [false, 0, 1000, 100, false, 0],
      [true, 2, 1000, 100, true, 1],
      [true, 3, 1000, 100, true, 2],
      [true, 3, 1000, 100, true, 2],
      [true, 3, 0, 100, false, 2],
      [true, 4, 0, 0, true, 3],
    ]);
  });

  it('a method no FB has, or a property without SET, stops the simulation with the reason', () => {
    const refuse = (body: string, reason: RegExp) =>
      expect(() => new SimProgram({ sources: [{ name: 'motor.st', text: MOTOR }, { name: 't.st', text: program(io('', 'x : INT;', 'm : Motor;'), body) }], program: 'test' })).toThrow(reason);
    refuse('m.Jog();', /unknown name m|no method of that name|has no member Jog/);
    refuse('x := m.Halt();', /returns nothing and is used as a value/);
    refuse('m.Limit := 3;', /method Limit of Motor used as a variable/);
  });
});
