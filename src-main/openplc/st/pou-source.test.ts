import { describe, expect, it } from 'vitest';
import { fileLineOfBodyLine, identityProblem, parsePouSource } from './pou-source.ts';
import { DeclarationError, readVariables } from './variable-declarations.ts';

const EDITOR_LAYOUT = `(* Scan counter *)

PROGRAM main
  VAR
    scans : INT := 0;
    lamp : BOOL AT %QX0.0; (* output *)
  END_VAR

scans := scans + 1;

END_PROGRAM`;

describe('parsePouSource', () => {
  it('reads the editor layout: documentation, declaration, VAR blocks, body start, END keyword', () => {
    const source = parsePouSource(EDITOR_LAYOUT, 'st');
    expect(source.documentation).toBe('Scan counter');
    expect(source.header).toMatchObject({ type: 'program', name: 'main', line: 3, returnType: null });
    expect(source.varBlocks.map((b) => [b.keyword, b.line, b.endLine])).toEqual([['VAR', 4, 7]]);
    expect(source.bodyStartLine).toBe(9);
    expect(source.end).toEqual({ keyword: 'END_PROGRAM', line: 11 });
    expect(fileLineOfBodyLine(source, 1)).toBe(9);
    expect(fileLineOfBodyLine(source, 3)).toBe(11);
  });

  it('finds the body after the last END_VAR even when comments mention END_VAR or END_PROGRAM', () => {
    const text = 'FUNCTION_BLOCK Fb\nVAR_INPUT\n\tx : bool;\nEND_VAR\n\nVAR\n\ty : int; (* END_VAR *)\nEND_VAR\n\n\n(* END_PROGRAM is not here *)\ny := 1;\n\nEND_FUNCTION_BLOCK';
    const source = parsePouSource(text, 'st');
    expect(source.varBlocks.map((b) => b.keyword)).toEqual(['VAR_INPUT', 'VAR']);
    expect(source.bodyStartLine).toBe(11);
    expect(source.end?.keyword).toBe('END_FUNCTION_BLOCK');
  });

  it('reads a function\'s return type, including array and string types', () => {
    expect(parsePouSource('FUNCTION F : REAL\nF := 1.0;\nEND_FUNCTION', 'st').header?.returnType).toBe('REAL');
    expect(parsePouSource('FUNCTION F : STRING[20]\nVAR\nEND_VAR\nEND_FUNCTION', 'st').header?.returnType).toBe('STRING[20]');
    expect(parsePouSource('FUNCTION F\nVAR\nEND_VAR\nEND_FUNCTION', 'st').header?.returnType).toBeNull();
  });

  it('treats graphical and hybrid bodies as opaque and finds the END keyword at the very end', () => {
    const ld = 'PROGRAM main\nVAR\n\tK1 : bool AT %QX0.0;\nEND_VAR\n\n{\n  "name": "main",\n  "note": "END_VAR; END_IF \'"\n}\nEND_PROGRAM';
    const source = parsePouSource(ld, 'ld');
    expect(source.bodyStartLine).toBe(6);
    expect(source.end).toEqual({ keyword: 'END_PROGRAM', line: 10 });
  });

  it('reports content after the END keyword separately from a missing one', () => {
    expect(parsePouSource('PROGRAM p\nEND_PROGRAM\nx := 1;', 'st')).toMatchObject({ end: null, contentAfterEnd: { keyword: 'END_PROGRAM', line: 2 } });
    expect(parsePouSource('PROGRAM p\nx := 1;', 'st')).toMatchObject({ end: null, contentAfterEnd: null });
  });
});

describe('identityProblem', () => {
  const program = { type: 'program' as const, name: 'main' };

  it('accepts the same identity with any leading comments', () => {
    expect(identityProblem(parsePouSource(`// new version\n${EDITOR_LAYOUT}`, 'st'), program)).toBeNull();
  });

  it.each([
    ['a rename', 'PROGRAM other\nEND_PROGRAM', /declares PROGRAM other, but the POU is main/],
    ['a case-only rename', 'PROGRAM Main\nEND_PROGRAM', /must match exactly, including case/],
    ['a type change', 'FUNCTION_BLOCK main\nEND_FUNCTION_BLOCK', /declares a FUNCTION_BLOCK, but main is a PROGRAM/],
    ['no declaration', 'x := 1;', /must start with "PROGRAM main"/],
    ['a missing END keyword', 'PROGRAM main\nVAR\nEND_VAR\nx := 1;', /missing END_PROGRAM/],
    ['the wrong END keyword', 'PROGRAM main\nEND_FUNCTION', /ends with END_FUNCTION, but a PROGRAM must end with END_PROGRAM/],
    ['code after the END keyword', 'PROGRAM main\nEND_PROGRAM\nx := 1;', /content after END_PROGRAM on line 2/],
  ])('rejects %s', (_case, text, message) => {
    expect(identityProblem(parsePouSource(text, 'st'), program)).toMatch(message);
  });

  it('requires a function to declare its return type', () => {
    const problem = identityProblem(parsePouSource('FUNCTION Scale\nVAR\nEND_VAR\nEND_FUNCTION', 'st'), { type: 'function', name: 'Scale' });
    expect(problem).toMatch(/must declare its return type/);
  });
});

describe('readVariables', () => {
  it('reads every declaration form the editor and hand-written files use', () => {
    const text = [
      'FUNCTION_BLOCK Fb',
      '  VAR_INPUT',
      '    a, b : INT := 5; (* two at once *)',
      '    sw AT %IX0.1 : BOOL;',
      '  END_VAR',
      '  VAR_OUTPUT RETAIN',
      '    lamp : bool AT %QX0.0 := TRUE;',
      '  END_VAR',
      '  VAR',
      '    table : ARRAY [0..2, 1..3] OF INT := [1, 2,',
      '      3, 4];',
      '    name : STRING[20] := \'a;b\';',
      '    mode : LineMode := LineMode#Running; // trailing line comment',
      '    timer : TON;',
      '  END_VAR',
      'END_FUNCTION_BLOCK',
    ].join('\n');
    const variables = readVariables(parsePouSource(text, 'st'));
    expect(variables.map(({ name, variableClass, type, location, initialValue, documentation, line }) => [name, variableClass, type, location, initialValue, documentation, line])).toEqual([
      ['a', 'input', 'INT', null, '5', 'two at once', 3],
      ['b', 'input', 'INT', null, '5', 'two at once', 3],
      ['sw', 'input', 'BOOL', '%IX0.1', null, null, 4],
      ['lamp', 'output', 'bool', '%QX0.0', 'TRUE', null, 7],
      ['table', 'local', 'ARRAY [0..2, 1..3] OF INT', null, '[1, 2, 3, 4]', null, 10],
      ['name', 'local', 'STRING[20]', null, "'a;b'", null, 12],
      ['mode', 'local', 'LineMode', null, 'LineMode#Running', 'trailing line comment', 13],
      ['timer', 'local', 'TON', null, null, null, 14],
    ]);
  });

  it('names the line of a block without END_VAR and of a declaration it cannot read', () => {
    const unclosed = parsePouSource('PROGRAM p\n  VAR\n    x : INT;\n\nx := 1;\nEND_PROGRAM', 'st');
    expect(() => readVariables(unclosed)).toThrow(/VAR block on line 2 has no END_VAR/);
    const noType = parsePouSource('PROGRAM p\n  VAR\n    x INT;\n  END_VAR\nEND_PROGRAM', 'st');
    expect(() => readVariables(noType)).toThrow(DeclarationError);
    expect(() => readVariables(noType)).toThrow(/declaration on line 3 .*expected ":"/);
    const noSemicolon = parsePouSource('PROGRAM p\n  VAR\n    x : INT\n  END_VAR\nEND_PROGRAM', 'st');
    expect(() => readVariables(noSemicolon)).toThrow(/line 3 in the VAR block is missing its ";"/);
  });
});
