// The forms of a boolean IF/ELSE written as the copy it is and back (test-support/impact-forms-copies.ts), and of
// located variables used by their address (test-support/impact-forms-addresses.ts), rewrite only what means the same
// to the machine, and only what the edit leaves alone where the form needs that.
import { describe, expect, it } from 'vitest';
import { addressBack, locatedByAddress } from './test-support/impact-forms-addresses.ts';
import { COPY_FORMS, COPY_FORMS_CHANGED_TOO } from './test-support/impact-forms-copies.ts';

const alone = (text: string) => ({ before: [text], after: [text], lists: [] });
const [ifAsCopy, copyAsIf] = COPY_FORMS;
const [ifAsCopyAll] = COPY_FORMS_CHANGED_TOO;

describe('a boolean IF/ELSE written as a copy', () => {
  it('writes IF c THEN x := TRUE; ELSE x := FALSE; END_IF as x := c, and the inverse literals as NOT (c)', () => {
    const text = 'IF a AND b THEN Lamp := TRUE; ELSE Lamp := FALSE; END_IF;\nIF a OR b THEN Valve := FALSE;\nELSE\n  Valve := TRUE;\nEND_IF\n';
    expect(ifAsCopy.rewrite(text, alone(text))).toBe('Lamp := a AND b;\nValve := NOT (a OR b);\n');
  });

  it('leaves an IF whose branches write other variables, the same literal or more than one statement', () => {
    const text = 'IF a THEN x := TRUE; ELSE y := FALSE; END_IF;\nIF a THEN x := TRUE; ELSE x := TRUE; END_IF;\nIF a THEN x := TRUE; n := 1; ELSE x := FALSE; END_IF;\n';
    expect(ifAsCopy.rewrite(text, alone(text))).toBe(text);
  });

  it('leaves a statement the edit changes, unless every statement is asked for', () => {
    const before = 'IF a AND b THEN x := TRUE; ELSE x := FALSE; END_IF;\n';
    const after = 'IF a THEN x := TRUE; ELSE x := FALSE; END_IF;\n';
    const context = { before: [before], after: [after], lists: [] };
    expect(ifAsCopy.rewrite(after, context)).toBe(after);
    expect(ifAsCopyAll.rewrite(after, context)).toBe('x := a;\n');
  });
});

describe('a boolean copy written as an IF/ELSE', () => {
  it('writes a copy into a variable declared BOOL as IF/ELSE, NOT c with the inverse literals', () => {
    const text = 'VAR\n  Run, Lamp : BOOL;\n  n : INT;\nEND_VAR\nRun := NOT (a OR b);\nLamp := a AND b;\nn := k;\nRun := TRUE;\nfb(IN := Run);\n';
    expect(copyAsIf.rewrite(text, alone(text))).toBe(
      'VAR\n  Run, Lamp : BOOL;\n  n : INT;\nEND_VAR\nIF a OR b THEN Run := FALSE; ELSE Run := TRUE; END_IF;\nIF a AND b THEN Lamp := TRUE; ELSE Lamp := FALSE; END_IF;\nn := k;\nRun := TRUE;\nfb(IN := Run);\n',
    );
  });
});

describe('located variables used by their address', () => {
  const text = 'VAR\n  Valve AT %QX1.2 : BOOL;\n  Door AT %IX0.1 : BOOL;\n  st : ST_X;\nEND_VAR\nValve := Door AND st.Valve;\nfb(Valve := Door);\n';

  it('writes the uses of a located variable as its address, not members or formal parameters, and names its items back', () => {
    expect(locatedByAddress(text, alone(text))).toBe('VAR\n  Valve AT %QX1.2 : BOOL;\n  Door AT %IX0.1 : BOOL;\n  st : ST_X;\nEND_VAR\n%QX1.2 := %IX0.1 AND st.Valve;\nfb(Valve := %IX0.1);\n');
    expect(addressBack('%qx1.2')).toBe('valve');
  });

  it('leaves a variable the edit moves, and one whose address the text also writes directly', () => {
    const after = text.replace('%QX1.2', '%QX1.3').replace('fb(Valve := Door);', '%IX0.1 := TRUE;');
    expect(locatedByAddress(after, { before: [text], after: [after], lists: [] })).toBe(after);
  });
});
