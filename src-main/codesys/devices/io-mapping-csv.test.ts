// Reading CODESYS's IO mapping CSV before an import: the file's shapes (separator, quotes, BOM) and what the rows
// change, with the refusals that keep a silent CODESYS skip from passing as an import.
import { describe, expect, it } from 'vitest';
import { parseIoMappingCsv, planCsvImport } from './io-mapping-csv.ts';

const row = (device: string, name: string, variable = '', type = 'BIT') => ({ device, device_path: `Device/${device}`, name, variable, type, direction: 'input', address: '%IX0.0', creates_variable: false });

describe('IO mapping CSV', () => {
  it('reads ";" and "," files, quoted fields, a BOM and comment lines; refuses a file without the key columns', () => {
    const semicolon = parseIoMappingCsv('\uFEFF//comment\r\nVariable;Mapping;Device;Channel\r\n"a;b";;EL1;"Input ""1"""\r\n\r\n');
    expect(semicolon).toEqual([{ line: 3, variable: 'a;b', device: 'EL1', channel: 'Input "1"' }]);
    expect(parseIoMappingCsv('Channel,Device,Variable\nInput 1,EL1,xA\n')).toEqual([{ line: 2, variable: 'xA', device: 'EL1', channel: 'Input 1' }]);
    expect(() => parseIoMappingCsv('Name;Value\nx;1\n')).toThrow(/header \(line 1\) has no column Variable, Device, Channel/);
    expect(() => parseIoMappingCsv('//only a comment\n')).toThrow(/no header line/);
  });

  it('plans changes by device and channel ("@1" for a repeated name), keeps empty fields, removes with a space, and refuses rows that cannot land', () => {
    const current = [row('EL1', 'Input'), row('EL1', 'Input', 'xOld'), row('EL2', 'Output 1', 'GVL.bLamp')];
    const csv = parseIoMappingCsv('Variable;Device;Channel\nxNew;el1;Input\n;EL1;Input@1\n ;EL2;Output 1\n');
    const { changes, unchanged } = planCsvImport(csv, current, 'io.csv');
    expect(changes.map((c) => [c.row.name, c.row.variable, c.after])).toEqual([
      ['Input', '', 'xNew'],
      ['Output 1', 'GVL.bLamp', ''],
    ]);
    expect(unchanged).toBe(1);
    expect(() => planCsvImport(parseIoMappingCsv('Variable;Device;Channel\nx;EL9;Input\n'), current, 'io.csv')).toThrow(/1 row\(s\) name a device or channel that is not there: line 2 \(EL9 \/ Input\)/);
    expect(() => planCsvImport(parseIoMappingCsv('Variable;Device;Channel\n1x;EL1;Input\n'), current, 'io.csv')).toThrow(/line 2 maps "1x", which is not a variable name/);
    expect(() => planCsvImport(parseIoMappingCsv('Variable;Device;Channel\na;EL1;Input\nb;EL1;Input\n'), current, 'io.csv')).toThrow(/line 3 names EL1 \/ Input a second time/);
    expect(() => planCsvImport(parseIoMappingCsv('Variable;Device;Channel\nxOld;EL1;Input@1\n'), current, 'io.csv')).toThrow(/changes no mapping/);
  });
});
