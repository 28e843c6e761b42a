// What the device tools decide before any card: a parameter value against its type, range and access; which
// installed description a name and version mean; what a declaration declares; what a device description file is.
import { describe, expect, it } from 'vitest';
import { pickDescription, summarizeDevdesc } from './device-description-tools.ts';
import { checkParameterValue } from './device-parameter-tools.ts';
import { declaredVariables } from './io-mapping-tools.ts';

const parameter = (over: Record<string, unknown>) => ({ id: 1, name: 'P', visible_name: 'P', value: '1', default: '1', unit: '', type: 'UINT', min: 0, max: 65535, values: null, writable: true, elements: null, ...over });
const installed = (name: string, version: string, id = 'X') => ({ name, version, id, type: 65, vendor: 'V', description: '', categories: [] });

describe('device values', () => {
  it('checks a value against the type, range, values and access, and returns it as CODESYS holds it', () => {
    expect(checkParameterValue(parameter({ type: 'UDINT', min: 50, max: 1000000 }), '+0200', 'D')).toBe('200');
    expect(() => checkParameterValue(parameter({ min: 50, max: 100, unit: 'us' }), '101', 'D')).toThrow(/101 is out of range for P of D: 50\.\.100 us/);
    expect(() => checkParameterValue(parameter({}), '16#FF', 'D')).toThrow(/not a UINT value \(a decimal integer\)/);
    expect(checkParameterValue(parameter({ type: 'UDINT', min: 0, max: 4294967295 }), '4294967295', 'D')).toBe('4294967295');
    expect(checkParameterValue(parameter({ type: 'BOOL', min: null, max: null }), 'true', 'D')).toBe('TRUE');
    expect(checkParameterValue(parameter({ type: 'ENUM', values: ['Keep outputs', 'Set outputs to 0'] }), 'keep OUTPUTS', 'D')).toBe('Keep outputs');
    expect(() => checkParameterValue(parameter({ writable: false }), '2', 'D')).toThrow(/P of D is read-only/);
    expect(checkParameterValue(parameter({ type: 'STRING', min: null, max: null }), ' eth0 ', 'D')).toBe(' eth0 ');
  });

  it('picks the newest version unless one is named, and refuses unknown names, versions and ambiguous names', () => {
    const all = [installed('EL1008', 'Revision=16#00100000'), installed('EL1008', 'Revision=16#00110000'), installed('PLC', '3.5.9.0', 'P'), installed('PLC', '3.5.21.50', 'P')];
    expect(pickDescription(all, 'el1008', undefined).version).toBe('Revision=16#00110000');
    expect(pickDescription(all, 'PLC', '*').version).toBe('3.5.21.50');
    expect(pickDescription(all, 'EL1008', 'Revision=16#00100000').version).toBe('Revision=16#00100000');
    expect(() => pickDescription(all, 'EL1008', '1.0')).toThrow(/installed versions: Revision=16#00100000, Revision=16#00110000/);
    expect(() => pickDescription(all, 'EL10', undefined)).toThrow(/No installed device description is named "EL10"; nothing was changed\. Similar names: EL1008/);
    expect(() => pickDescription([...all, installed('PLC', '1.0', 'Other')], 'PLC', undefined)).toThrow(/Several device descriptions are named "PLC"/);
  });

  it('reads the variables a declaration declares, comments and initial values aside', () => {
    const vars = declaredVariables("VAR_GLOBAL\n  bA, bB : BOOL; (* two *)\n  iLevel AT %IW2 : INT := 5;\n  // sLost : STRING;\n  aBuf : ARRAY[0..3] OF BYTE;\nEND_VAR\n");
    expect([...vars]).toEqual([
      ['ba', 'BOOL'],
      ['bb', 'BOOL'],
      ['ilevel', 'INT'],
      ['abuf', 'ARRAY[0..3] OF BYTE'],
    ]);
  });

  it('reads a device description\'s identification and refuses a file that is none', () => {
    const xml = '<DeviceDescription xmlns="x"><Device><DeviceIdentification><Type>65</Type><Id>ECAT_1</Id><Version>1.0</Version></DeviceIdentification><DeviceInfo><Name>A &amp; B</Name><Vendor>V</Vendor></DeviceInfo></Device></DeviceDescription>';
    expect(summarizeDevdesc(xml, 'a.xml')).toEqual({ type: 65, id: 'ECAT_1', version: '1.0', name: 'A & B', vendor: 'V' });
    expect(() => summarizeDevdesc('<project/>', 'a.xml')).toThrow(/not a CODESYS device description/);
    expect(() => summarizeDevdesc(xml.replace('<Type>65</Type>', '<Type>x</Type>'), 'a.xml')).toThrow(/device type must be a number/);
  });
});
