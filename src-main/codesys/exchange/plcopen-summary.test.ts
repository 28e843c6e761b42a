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
    expect(summarizePlcopenXml(xml).objects.map(({ name, kind }) => ({ name, kind }))).toEqual([
      { name: 'ST_Recipe', kind: 'dut' },
      { name: 'PLC_PRG', kind: 'program' },
      { name: 'FB_A&B', kind: 'function_block' },
      { name: 'F_Scale', kind: 'function' },
      { name: 'GVL_ä', kind: 'gvl' },
    ]);
  });

  it("reads an object's own plain-text declaration and ST body, not its members', wherever they stand", () => {
    const text = (t: string) => `<xhtml xmlns="http://www.w3.org/1999/xhtml">${t}</xhtml>`;
    const plain = (t: string) => `<data name="http://www.3s-software.com/plcopenxml/interfaceasplaintext" handleUnknown="implementation"><InterfaceAsPlainText>${text(t)}</InterfaceAsPlainText></data>`;
    const method = `<data name="http://www.3s-software.com/plcopenxml/method"><Method name="Reset"><body><ST>${text('n := 0;')}</ST></body><addData>${plain('METHOD Reset')}</addData></Method></data>`;
    const xml = project(
      `<pous><pou name="FB_Count" pouType="functionBlock"><interface /><addData>${method}${plain('FUNCTION_BLOCK FB_Count\nVAR\n    n : INT; // n &lt; 10 &amp; more\nEND_VAR')}</addData>` +
        `<body><ST>${text('IF n &lt; 10 THEN\n    n := n + 1;\nEND_IF')}</ST></body></pou><pou name="P" pouType="program"><body><ST>${text('')}</ST></body></pou></pous>` +
        `<dataTypes><dataType name="E_Mode"><addData>${plain('TYPE E_Mode : (Auto, Manual); END_TYPE')}</addData></dataType></dataTypes>`,
    );
    expect(summarizePlcopenXml(xml).objects).toEqual([
      { name: 'FB_Count', kind: 'function_block', declaration: 'FUNCTION_BLOCK FB_Count\nVAR\n    n : INT; // n < 10 & more\nEND_VAR', implementation: 'IF n < 10 THEN\n    n := n + 1;\nEND_IF' },
      { name: 'P', kind: 'program', declaration: null, implementation: '' },
      { name: 'E_Mode', kind: 'dut', declaration: 'TYPE E_Mode : (Auto, Manual); END_TYPE', implementation: null },
    ]);
  });

  it('refuses a file that is not PLCopenXML or holds nothing to import', () => {
    expect(() => summarizePlcopenXml('<notes><pou name="X" /></notes>')).toThrow(/not PLCopenXML.*Nothing was imported/);
    expect(() => summarizePlcopenXml('<project xmlns="urn:other"><pou name="X" /></project>')).toThrow(/not PLCopenXML/);
    expect(() => summarizePlcopenXml(project('<pous />'))).toThrow(/holds no POU, data type or global variable list/);
  });
});
