import { describe, expect, it } from 'vitest';
import { parsePouSource } from '../st/pou-source.ts';
import { isBenignCliNoise } from './cli-noise.ts';
import { parseCompilerMessages } from './compiler-messages.ts';
import { locateDiagnostics, type DiagnosticSources } from './diagnostic-locator.ts';

const FILLER = [
  '(* Filler *)', //                    1
  '', //                                2
  'FUNCTION_BLOCK Filler', //           3
  '  VAR_INPUT', //                     4
  '    Start : BOOL;', //               5
  '  END_VAR', //                       6
  '  VAR', //                           7
  '    Level : REAL;', //               8
  '    Valve : BOOL AT %QX0.1;', //     9
  '  END_VAR', //                       10
  '', //                                11
  'IF Start THEN', //                   12  body line 1
  '  Valve := Levl < 90.0;', //         13  body line 2
  'END_IF;', //                         14
  '', //                                15
  'END_FUNCTION_BLOCK', //              16
].join('\n');

/** A failed compile of Filler as the editor's CLI writes it: two errors in the real two-line layout. */
const FILLER_FAILED = [
  'error: STruC++ compilation failed:',
  'error: [Filler / body line 3]',
  'Filler.st:3:1: error: Expected `END_IF`, found `END_FUNCTION_BLOCK`.',
  '   3 | END_FUNCTION_BLOCK',
  '     | ^',
  '     | note: IF blocks need `IF <cond> THEN <stmt>; <stmt>; END_IF;`.  ELSIF / ELSE branches are optional.',
  'error: [Filler / body line 2]',
  "Filler.st:2:12: error: Undeclared variable 'LEVL'",
  '   2 |   Valve := Levl < 90.0;',
  '     |            ^',
];
const END_IF_MESSAGE = 'Expected `END_IF`, found `END_FUNCTION_BLOCK`. (note: IF blocks need `IF <cond> THEN <stmt>; <stmt>; END_IF;`.  ELSIF / ELSE branches are optional.)';

function sources(generated: Record<string, string> = {}): DiagnosticSources {
  return {
    pou: async (name) => (name === 'Filler' ? { path: 'pous/function-blocks/Filler.st', source: parsePouSource(FILLER, 'st') } : null),
    compilerFile: async (file) => {
      const text = generated[file];
      return text === undefined ? null : { path: `build/OpenPLC Runtime v3/src/${file}`, text };
    },
  };
}

describe('parseCompilerMessages', () => {
  it('reads STruC++ diagnostics with their location prefix and skips the source and caret lines', () => {
    const messages = parseCompilerMessages([
      '[strucpp] Compiling 3 POUs',
      'error: STruC++ compilation failed:',
      "error: [Filler / body line 2] Filler.st:2:12: error: undeclared identifier 'Levl' [E0104]",
      '    2 |   Valve := Levl < 90.0;',
      '      |            ^~~~',
      'note: did you mean Level?',
      "warning: [Filler / variable Level] Filler.st:8:5: warning: variable 'Level' is declared but never used",
      'error: [Filler / variables, line 9] Filler.st:9:19: error: expected ";"',
      'error: [Filler / interface] Filler.st:3:1: error: name clash',
    ]);
    expect(messages).toEqual([
      expect.objectContaining({ severity: 'error', pou: 'Filler', section: 'body', bodyLine: 2, file: 'Filler.st', line: 2, column: 12, message: "undeclared identifier 'Levl' [E0104] (note: did you mean Level?)" }),
      expect.objectContaining({ severity: 'warning', pou: 'Filler', section: 'variable', variable: 'Level', line: 8, column: 5 }),
      expect.objectContaining({ severity: 'error', section: 'variables', line: 9, column: 19 }),
      expect.objectContaining({ severity: 'error', section: 'interface', line: 3, column: 1 }),
    ]);
  });

  it('reads the real two-line layout: the location line, then the header, with caret and note lines attached', () => {
    const messages = parseCompilerMessages([
      ...FILLER_FAILED,
      'error: [Filler / variable Level]',
      'Filler.st:8:13: warning: Implicit narrowing conversion from INT to BOOL',
      '   8 |     Level : REAL;',
      '     |             ^',
    ]);
    expect(messages).toEqual([
      { severity: 'error', message: END_IF_MESSAGE, pou: 'Filler', section: 'body', bodyLine: 3, variable: null, file: 'Filler.st', line: 3, column: 1 },
      expect.objectContaining({ severity: 'error', message: "Undeclared variable 'LEVL'", pou: 'Filler', section: 'body', bodyLine: 2, line: 2, column: 12 }),
      expect.objectContaining({ severity: 'warning', message: 'Implicit narrowing conversion from INT to BOOL', pou: 'Filler', section: 'variable', variable: 'Level' }),
    ]);
  });

  it('keeps a location line whose header never came as one diagnostic that says so', () => {
    expect(parseCompilerMessages(['error: [Filler / body line 4]', 'error: [Filler / body line 5]', 'Filler.st:5:3: error: boom'])).toEqual([
      expect.objectContaining({ pou: 'Filler', bodyLine: 4, message: 'the compiler reported a problem at body line 4 of Filler without a message' }),
      expect.objectContaining({ pou: 'Filler', bodyLine: 5, message: 'boom', column: 3 }),
    ]);
  });

  it('reads MatIEC headers with and without full locations, and ignores its summary lines', () => {
    const messages = parseCompilerMessages([
      'program.st:40-7..40-10: error: invalid variable name',
      'program.st:52: warning: unused',
      '  40 | Valve := Levl;',
      '2 error(s) found. Bailing out!',
      'iec2c process exited with code 1',
    ]);
    expect(messages).toEqual([
      expect.objectContaining({ severity: 'error', file: 'program.st', line: 40, column: 7, message: 'invalid variable name', pou: null }),
      expect.objectContaining({ severity: 'warning', file: 'program.st', line: 52, column: null, message: 'unused' }),
    ]);
  });

  it('keeps other error lines as diagnostics without a location and drops progress lines', () => {
    expect(parseCompilerMessages(['[validate] checking', 'error: Validation failed: program instance "i" runs program "x", which does not exist'])).toEqual([
      expect.objectContaining({ severity: 'error', message: 'Validation failed: program instance "i" runs program "x", which does not exist', file: null, line: null }),
    ]);
  });
});

describe('locateDiagnostics', () => {
  it('maps STruC++ body lines to lines of the POU file and variables to their declaration', async () => {
    const located = await locateDiagnostics(
      parseCompilerMessages([
        "error: [Filler / body line 2] Filler.st:2:12: error: undeclared identifier 'Levl'",
        "warning: [Filler / variable Valve] Filler.st:9:5: warning: unused",
        'error: [Ghost / body line 1] Ghost.st:1:1: error: no such POU on disk',
      ]),
      sources(),
    );
    expect(located).toEqual([
      { severity: 'error', message: "undeclared identifier 'Levl'", pou: 'Filler', file: 'pous/function-blocks/Filler.st', line: 13, column: 12 },
      { severity: 'warning', message: 'unused', pou: 'Filler', file: 'pous/function-blocks/Filler.st', line: 9, column: 5 },
      { severity: 'error', message: 'no such POU on disk', pou: 'Ghost', file: 'Ghost.st', line: 1, column: 1 },
    ]);
  });

  it('maps the two-line layout\'s body-relative lines to lines of the POU file', async () => {
    const located = await locateDiagnostics(parseCompilerMessages(FILLER_FAILED), sources());
    expect(located).toEqual([
      { severity: 'error', message: END_IF_MESSAGE, pou: 'Filler', file: 'pous/function-blocks/Filler.st', line: 14, column: 1 },
      { severity: 'error', message: "Undeclared variable 'LEVL'", pou: 'Filler', file: 'pous/function-blocks/Filler.st', line: 13, column: 12 },
    ]);
  });

  it('maps a per-POU synthetic file name without a prefix to the POU file', async () => {
    const [located] = await locateDiagnostics(parseCompilerMessages(['Filler.st:8:5: error: bad type']), sources());
    expect(located).toMatchObject({ pou: 'Filler', file: 'pous/function-blocks/Filler.st', line: 8, column: 5 });
  });

  it('maps MatIEC lines of the generated program.st through the POU that holds them', async () => {
    const program = [
      'TYPE', //                                  1
      '  Mode : (A, B);', //                      2
      'END_TYPE', //                              3
      '', //                                      4
      'FUNCTION_BLOCK Filler', //                 5
      'VAR_INPUT', //                             6
      '  Start : BOOL;', //                       7
      'END_VAR', //                               8
      'VAR', //                                   9
      '  Level : REAL;', //                       10
      '  Valve AT %QX0.1 : BOOL;', //             11
      'END_VAR', //                               12
      '', //                                      13
      '  IF Start THEN', //                       14 body line 1
      '    Valve := Levl < 90.0;', //             15 body line 2
      '  END_IF;', //                             16
      'END_FUNCTION_BLOCK', //                    17
      '', //                                      18
      'CONFIGURATION Config0', //                 19
      'END_CONFIGURATION', //                     20
    ].join('\n');
    const located = await locateDiagnostics(
      parseCompilerMessages([
        'program.st:15-14..15-17: error: invalid variable name',
        'program.st:11-3..11-7: error: located variable conflict',
        'program.st:19: error: resource problem',
      ]),
      sources({ 'program.st': program }),
    );
    expect(located).toEqual([
      { severity: 'error', message: 'invalid variable name', pou: 'Filler', file: 'pous/function-blocks/Filler.st', line: 13, column: 14 },
      { severity: 'error', message: 'located variable conflict', pou: 'Filler', file: 'pous/function-blocks/Filler.st', line: 9, column: 5 },
      { severity: 'error', message: 'resource problem', pou: null, file: 'build/OpenPLC Runtime v3/src/program.st', line: 19, column: null },
    ]);
  });
});

describe('isBenignCliNoise', () => {
  it('drops the D-Bus chatter and scaffolding notices, keeps everything else', () => {
    expect(isBenignCliNoise('[12345:1130/140233.123456:ERROR:bus.cc(407)] Failed to connect to the bus: x')).toBe(true);
    expect(isBenignCliNoise('[12345:6789:1130/140233.123456:ERROR:object_proxy.cc(576)] Failed to call method')).toBe(true);
    expect(isBenignCliNoise('File already exists at /home/u/.config/OpenPLC Editor/arduino-cli.yaml')).toBe(true);
    expect(isBenignCliNoise('Skipping creation.')).toBe(true);
    expect(isBenignCliNoise('[12345:1130/140233.123456:FATAL:bus.cc(407)] Check failed')).toBe(false);
    expect(isBenignCliNoise('[12345:1130/140233.123456:ERROR:gpu_init.cc(12)] GPU lost')).toBe(false);
    expect(isBenignCliNoise("error: [main / body line 1] main.st:1:1: error: x")).toBe(false);
  });
});
