// The training corpus read in other forms of its statements: a block's inputs written as members before a bare call,
// `S=`/`R=` written as IF and back, a CASE of single labels as IF/ELSIF (impact-forms-calls.ts), a boolean IF/ELSE as
// the copy it is (impact-forms-copies.ts); every other form in TEXT_FORMS not tested by the spelling and expression
// tests lands here too.
import { describeFormInvariance } from './test-support/form-invariance.ts';
import { SPELLING_FORMS, TEXT_FORMS } from './test-support/impact-forms.ts';
import { EXPRESSION_FORMS } from './test-support/impact-forms-expr.ts';

describeFormInvariance(
  'the impact analysis reads a statement alike in every form it can be written in',
  TEXT_FORMS.filter((form) => !SPELLING_FORMS.includes(form) && !EXPRESSION_FORMS.some((expression) => expression.name === form.name)),
);
