import { describe, expect, it } from 'vitest';
import { EXPRESSION_FORMS } from './impact-forms-expr.ts';

const form = (name: string) => EXPRESSION_FORMS.find((f) => f.name === name)!.rewrite;
const program = `PROGRAM P
VAR
  a : BOOL := TRUE; b : BOOL := a AND c;
END_VAR
IF a AND NOT b OR c.x[i + 1] (* a AND b *) THEN
  y := a AND (b OR NOT c) AND F(IN := d AND e);
ELSIF NOT fb.Q AND x = 3 THEN
  Run S= Start AND NOT Fault;
  WHILE a = TRUE AND FALSE <> b DO x := x + 1; END_WHILE
ELSE
  REPEAT x := 1; UNTIL NOT (a OR b) END_REPEAT
END_IF;
z := 'a AND b'; // a AND b
`;
const statements = (text: string) => text.split('END_VAR\n')[1];

describe('text forms that write expressions another way', () => {
  it('compares a variable standing as a condition with TRUE or FALSE, and back', () => {
    expect(statements(form('conditions compared with TRUE/FALSE')(program))).toBe(`IF a = TRUE AND b = FALSE OR c.x[i + 1] = TRUE (* a AND b *) THEN
  y := a AND (b OR NOT c) AND F(IN := d AND e);
ELSIF fb.Q = FALSE AND x = 3 THEN
  Run S= Start AND NOT Fault;
  WHILE a = TRUE AND FALSE <> b DO x := x + 1; END_WHILE
ELSE
  REPEAT x := 1; UNTIL NOT (a = TRUE OR b = TRUE) END_REPEAT
END_IF;
z := 'a AND b'; // a AND b
`);
    expect(statements(form('conditions not compared with TRUE/FALSE')(program))).toContain('WHILE a AND b DO');
  });

  it('wraps the operands of AND/OR in conditions and assigned values, and each condition', () => {
    expect(statements(form('redundant parentheses')(program))).toBe(`IF (((a) AND (NOT b)) OR (c.x[i + 1])) (* a AND b *) THEN
  y := (a) AND ((b) OR (NOT c)) AND (F(IN := (d) AND (e)));
ELSIF ((NOT fb.Q) AND (x = 3)) THEN
  Run S= (Start) AND (NOT Fault);
  WHILE ((a = TRUE) AND (FALSE <> b)) DO x := x + 1; END_WHILE
ELSE
  REPEAT x := 1; UNTIL (NOT ((a) OR (b))) END_REPEAT
END_IF;
z := 'a AND b'; // a AND b
`);
  });

  it('writes ELSIF as a nested ELSE IF', () => {
    expect(statements(form('ELSIF as ELSE IF')(program))).toContain('ELSE IF NOT fb.Q AND x = 3 THEN');
    expect(statements(form('ELSIF as ELSE IF')(program))).toContain('END_IF; END_IF;\n');
  });

  it('reverses AND/OR operands where none calls, keeping declarations, comments and strings', () => {
    const swapped = form('AND/OR operands swapped')(program);
    expect(swapped).toContain('b : BOOL := a AND c;');
    expect(statements(swapped)).toBe(`IF c.x[i + 1] OR NOT b AND a (* a AND b *) THEN
  y := a AND (NOT c OR b) AND F(IN := e AND d);
ELSIF x = 3 AND NOT fb.Q THEN
  Run S= NOT Fault AND Start;
  WHILE FALSE <> b AND a = TRUE DO x := x + 1; END_WHILE
ELSE
  REPEAT x := 1; UNTIL NOT (b OR a) END_REPEAT
END_IF;
z := 'a AND b'; // a AND b
`);
  });
});
