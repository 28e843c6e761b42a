import { describe, expect, it } from 'vitest';
import { ToolError } from '../../core/index.ts';
import { DataTypeError, inlineDataType, parseDataTypeFile } from './data-types.ts';

describe('parseDataTypeFile', () => {
  it('reads the three kinds in the serializer layout', () => {
    expect(parseDataTypeFile('TYPE\n  Mode : (Auto, Manual, Maintenance) := Auto;\nEND_TYPE\n', 'Mode')).toEqual({
      name: 'Mode',
      kind: 'enumerated',
      values: ['Auto', 'Manual', 'Maintenance'],
      initial_value: 'Auto',
    });
    const struct = 'TYPE\n  Motor : STRUCT\n    speed : REAL := 0.0; (* Current motor speed *)\n    grid : ARRAY [1..5, 1..3] OF INT;\n  END_STRUCT;\nEND_TYPE\n';
    expect(parseDataTypeFile(struct, 'Motor')).toEqual({
      name: 'Motor',
      kind: 'structure',
      fields: [
        { name: 'speed', type: 'REAL', initial_value: '0.0', documentation: 'Current motor speed' },
        { name: 'grid', type: 'ARRAY [1..5, 1..3] OF INT', initial_value: null, documentation: null },
      ],
    });
    expect(parseDataTypeFile('TYPE\n  Grid : ARRAY [0..3, 0 .. 3] OF REAL;\nEND_TYPE\n', 'Grid')).toEqual({
      name: 'Grid',
      kind: 'array',
      base_type: 'REAL',
      dimensions: ['0..3', '0..3'],
      initial_value: null,
    });
  });

  it('accepts an empty enumeration (work in progress in the editor) and enums with a base type and values', () => {
    expect(parseDataTypeFile('TYPE\n  Empty : ();\nEND_TYPE', 'Empty')).toMatchObject({ values: [] });
    expect(parseDataTypeFile('TYPE\n  Code : INT (Ok := 0, Bad := 7) := Ok;\nEND_TYPE', 'Code')).toMatchObject({ values: ['Ok', 'Bad'], initial_value: 'Ok' });
  });

  it('keeps the file\'s spelling when the declared name differs only in case', () => {
    expect(parseDataTypeFile('TYPE\n  mode : (A);\nEND_TYPE', 'Mode').name).toBe('Mode');
  });

  it.each([
    ['an alias', 'TYPE\n  MyInt : INT;\nEND_TYPE', 'MyInt', /alias/],
    ['two declarations', 'TYPE\n  A : (X);\n  B : (Y);\nEND_TYPE', 'A', /exactly one data type/],
    ['a name that differs from the file name', 'TYPE\n  Other : (X);\nEND_TYPE', 'Mode', /declares "Other", but the file name says "Mode"/],
    ['no END_TYPE', 'TYPE\n  Mode : (X);\n', 'Mode', /END_TYPE/],
    ['no TYPE', '  Mode : (X);\nEND_TYPE', 'Mode', /expected TYPE/],
    ['an empty file', '\n', 'Mode', /empty/],
    ['a struct without END_STRUCT', 'TYPE\n  S : STRUCT\n    a : INT;\nEND_TYPE', 'S', /END_STRUCT/],
    ['malformed array bounds', 'TYPE\n  G : ARRAY [10] OF INT;\nEND_TYPE', 'G', /low\.\.high/],
  ])('rejects %s', (_case, text, name, message) => {
    expect(() => parseDataTypeFile(text, name)).toThrow(DataTypeError);
    expect(() => parseDataTypeFile(text, name)).toThrow(message);
  });
});

describe('inlineDataType (v4.1–4.2 project.json)', () => {
  it('converts the three derivations, keeping lower-case base types', () => {
    expect(inlineDataType({ name: 'S', derivation: 'enumerated', values: [{ description: 'Off' }, { description: 'On' }], initialValue: 'Off' }, 0)).toEqual({
      name: 'S',
      kind: 'enumerated',
      values: ['Off', 'On'],
      initial_value: 'Off',
    });
    expect(
      inlineDataType(
        { name: 'R', derivation: 'structure', variable: [{ name: 'n', type: { definition: 'base-type', value: 'udint' }, initialValue: { simpleValue: { value: '0' } }, documentation: 'count' }] },
        1,
      ),
    ).toEqual({ name: 'R', kind: 'structure', fields: [{ name: 'n', type: 'udint', initial_value: '0', documentation: 'count' }] });
    expect(inlineDataType({ name: 'W', derivation: 'array', baseType: { definition: 'base-type', value: 'word' }, dimensions: [{ dimension: '0..3' }], initialValue: '' }, 2)).toEqual({
      name: 'W',
      kind: 'array',
      base_type: 'word',
      dimensions: ['0..3'],
      initial_value: null,
    });
  });

  it('names the JSON path of what is wrong', () => {
    expect(() => inlineDataType({ name: 'X', derivation: 'subrange' }, 3)).toThrow(ToolError);
    expect(() => inlineDataType({ name: 'X', derivation: 'subrange' }, 3)).toThrow(/data\.dataTypes\[3\]\.derivation "subrange"/);
    expect(() => inlineDataType({ name: 'X', derivation: 'enumerated', values: [{ description: '1bad' }] }, 0)).toThrow(/values\[0\]\.description/);
  });
});
