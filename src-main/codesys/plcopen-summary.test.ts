// Reading what a PLCopenXML file holds, for the import card: names as the file spells them, kinds from pouType.
import { describe, expect, it } from 'vitest';
import { summarizePlcopenXml } from './plcopen-summary.ts';

const project = (body: string) => `<?xml version="1.0" encoding="utf-8"?>\n<project xmlns="http://www.plcopen.org/xml/tc6_0200"><types>${body}</types></project>`;

describe('summarizePlcopenXml', () => {
  it('lists POUs by pouType, data types and global variable lists, decoding entities, and ignores members', () => {
    const xml = project(
      '<dataTypes><dataType name="ST_Recipe"><baseType /></dataType></dataTypes><pous>' +
        '<pou name="PLC_PRG" pouType="program"><addData><data name="http://www.3s-software.com/plcopenxml/method"><Method name="Init" /></data></addData></pou>' +
        "<pou name='FB_A&amp;B' pouType='functionBlock' /><pou name=\"F_Scale\" pouType=\"function\" /></pous>" +
        '<addData><data name="http://www.3s-software.com/plcopenxml/globalvars"><globalVars name="GVL_&#228;" /></data></addData>',
    );
    expect(summarizePlcopenXml(xml).objects).toEqual([
      { name: 'ST_Recipe', kind: 'dut' },
      { name: 'PLC_PRG', kind: 'program' },
      { name: 'FB_A&B', kind: 'function_block' },
      { name: 'F_Scale', kind: 'function' },
      { name: 'GVL_ä', kind: 'gvl' },
    ]);
  });

  it('refuses a file that is not PLCopenXML or holds nothing to import', () => {
    expect(() => summarizePlcopenXml('<notes><pou name="X" /></notes>')).toThrow(/not PLCopenXML.*Nothing was imported/);
    expect(() => summarizePlcopenXml('<project xmlns="urn:other"><pou name="X" /></project>')).toThrow(/not PLCopenXML/);
    expect(() => summarizePlcopenXml(project('<pous />'))).toThrow(/holds no POU, data type or global variable list/);
  });
});
