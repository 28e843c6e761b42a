// The training corpus read in the spellings every text has: capitals, lower case, lower-case keywords, Windows line
// ends, a comment after each statement. Before names in one case throughout were read (safety-patterns.ts), 89 cases
// lost safety flags in capitals. The other forms are in impact-forms-expressions.test.ts and
// impact-forms-statements.test.ts.
import { describeFormInvariance } from './test-support/form-invariance.ts';
import { SPELLING_FORMS } from './test-support/impact-forms.ts';

describeFormInvariance('the impact analysis reads a text alike however its names, keywords and line ends are spelled', SPELLING_FORMS);
