// The parser on the forms real CODESYS and TwinCAT code uses that the impact analysis must read (each one found in
// public libraries by scripts/measure-parse-rate.ts), and the reasons it gives for what it cannot read.
import { describe, expect, it } from 'vitest';
import { ParseError, parseUnit, printExpr, printRef, type Statement } from './st-parser.ts';

const body = (text: string): Statement[] => parseUnit(text).body;

describe('the Structured Text parser on real-world forms', () => {
  it('reads AND_THEN and OR_ELSE as the short-circuit AND and OR', () => {
    const [s] = body('IF a > 0 AND_THEN b.c < 5 OR_ELSE NOT d THEN x := 1; END_IF');
    expect(s?.kind === 'if' && printExpr(s.branches[0]!.condition!)).toBe('a > 0 AND_THEN b.c < 5 OR_ELSE NOT d');
  });

  it('reads members of a call result and calls on them', () => {
    const [assign, call] = body('n := fbAxis.Status(bRefresh := TRUE).nErrorId;\nfbLog.Get(1).Clear(sName);');
    expect(assign).toMatchObject({ kind: 'assign' });
    expect(assign?.kind === 'assign' && printExpr(assign.value)).toBe('fbAxis.Status(bRefresh := TRUE).nErrorId');
    expect(call?.kind === 'call' && printRef(call.callee)).toBe('fbLog.Get(1).Clear');
  });

  it('reads an expression statement as the calls it makes', () => {
    const statements = body('fbA.Start() AND fbB.Stop(x);\nbFlag;');
    expect(statements.map((s) => s.kind === 'call' && printRef(s.callee))).toEqual(['fbA.Start', 'fbB.Stop']);
  });

  it('reads a chained assignment as the assignments in the order they run', () => {
    const statements = body('a := b.c := 0;');
    expect(statements.map((s) => s.kind === 'assign' && `${printRef(s.target)} := ${printExpr(s.value)}`)).toEqual(['b.c := 0', 'a := b.c']);
  });

  it('reads TwinCAT conditional returns', () => {
    const statements = body('RETURN(bInit := fT <= 0);\nRETURN(bDone);');
    expect(statements.map((s) => s.kind)).toEqual(['assign', 'if', 'if']);
  });

  it('reads unconnected and trailing-comma arguments', () => {
    const [s] = body('fbGet(sNetId := sNetId, bExecute := ftReset.Q,\n state => nState, bError =>,\n nErrId =>, tTimeout := , );');
    expect(s?.kind === 'call' && s.args.map((a) => a.name)).toEqual(['sNetId', 'bExecute', 'state']);
  });

  it('reads headers over several lines, access specifiers and VAR PUBLIC blocks of property accessors', () => {
    const unit = parseUnit('FUNCTION_BLOCK FB_Limiter EXTENDS FB_Base\nIMPLEMENTS FsCommon.I_Runnable,\n  I_Resettable\nVAR PUBLIC\n  x : INT;\nEND_VAR\nx := 1;\nEND_FUNCTION_BLOCK');
    expect(unit).toMatchObject({ pouKind: 'FUNCTION_BLOCK', name: 'FB_Limiter', declarations: [expect.objectContaining({ name: 'x' })] });
    expect(parseUnit('METHOD PUBLIC OVERRIDE GetTag : INT\nGetTag := 1;').name).toBe('GetTag');
  });

  it('reads strings over several lines in pragmas, doubled quotes and nested comments', () => {
    const unit = parseUnit("VAR_OUTPUT\n  {attribute 'pytmc' := '\n    pv: FLOW_OK\n  '}\n  bFlowOk AT %I* : BOOL;\nEND_VAR\ns := 'it''s';\n(* IF a THEN (* why *) b := 1; END_IF *)\n");
    expect(unit.declarations.map((d) => d.name)).toEqual(['bFlowOk']);
    expect(unit.body).toHaveLength(1);
  });

  it('reads methods and property accessors written inside a function block', () => {
    const unit = parseUnit('FUNCTION_BLOCK M\nVAR _speed : INT; END_VAR\nMETHOD PUBLIC Stop\n_speed := 0;\nEND_METHOD\nPROPERTY Speed : INT\nGET\n Speed := _speed;\nEND_GET\nSET\n _speed := Speed;\nEND_SET\nEND_PROPERTY\nEND_FUNCTION_BLOCK');
    expect(unit.members.map((m) => m.name)).toEqual(['Stop', 'Speed', 'Speed.GET', 'Speed.SET']);
  });

  it('says why, with the line, when it cannot read a text', () => {
    const reason = (text: string) => {
      try {
        parseUnit(text);
      } catch (err) {
        return err instanceof ParseError ? err.message : String(err);
      }
      return 'parsed';
    };
    expect(reason("x := 1;\ns := 'open\n")).toBe('line 2: the string that starts here is not closed');
    expect(reason('x := 1;\n(* open\n')).toBe('line 2: the comment that starts here is not closed');
    expect(reason('IF ((n := n + 1) = 5) THEN x := 1; END_IF')).toMatch(/^line 1: an assignment inside an expression/);
    expect(reason('x := 1 +;')).toMatch(/^line 1: expected an expression/);
    expect(reason('a b;')).toBe('line 1: expected ":=", a call or ";" after a, found "b"');
  });

  it('refuses nesting past 100 levels with a parse error naming the line, never a stack overflow', () => {
    const parens = (n: number) => `${'('.repeat(n)}b${')'.repeat(n)}`;
    expect(printExpr((body(`x := ${parens(60)};`)[0] as Extract<Statement, { kind: 'assign' }>).value)).toBe('b');
    for (const text of [`x := a AND ${parens(5000)};`, `x := ${'NOT '.repeat(5000)}a;`, `${'IF a THEN\n'.repeat(500)}x := 1;\n${'END_IF\n'.repeat(500)}`, `x := f(${'g('.repeat(3000)}1${')'.repeat(3000)});`]) {
      expect(() => body(text)).toThrow(ParseError);
      expect(() => body(text)).toThrow(/line \d+: nested more than 100 levels deep/);
    }
  });
});
