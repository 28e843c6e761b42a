// The training corpus read in other forms of its expressions (test-support/impact-forms-expr.ts): conditions compared
// with TRUE/FALSE and not, redundant parentheses, ELSIF as ELSE IF, AND/OR operands swapped. Before a boolean compared
// with TRUE/FALSE was read as the boolean (st-normal-form.ts), 92 cases read differently with `IF x = TRUE`.
import { describeFormInvariance } from './test-support/form-invariance.ts';
import { TEXT_FORMS } from './test-support/impact-forms.ts';
import { EXPRESSION_FORMS } from './test-support/impact-forms-expr.ts';

describeFormInvariance('the impact analysis reads an expression alike in every form it can be written in', TEXT_FORMS.filter((form) => EXPRESSION_FORMS.some((expression) => expression.name === form.name)));
