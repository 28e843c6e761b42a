// The training corpus read in other text forms (test-support/impact-forms.ts): capitals, lower case, lower-case
// keywords, Windows line ends, a comment after each statement, conditions compared with TRUE/FALSE and not,
// redundant parentheses, ELSIF as ELSE IF, AND/OR operands swapped, a block's inputs written as members before a bare
// call, `S=`/`R=` written as IF and back, a CASE of single labels as IF/ELSIF (impact-forms-calls.ts), a boolean IF/ELSE
// written as the copy it is (impact-forms-copies.ts). Every case must
// report the same items as written;
// before names in one case throughout were read, 89 cases lost safety flags in capitals; before a boolean compared
// with TRUE/FALSE was read as the boolean (st-normal-form.ts), 92 cases read differently with `IF x = TRUE`.
import { describe, expect, it } from 'vitest';
import type { ImpactItem } from '../../src-shared/impact.ts';
import { runCase, TRAINING } from './test-support/impact-corpus-sets.ts';
import { formItemKeys, TEXT_FORMS } from './test-support/impact-forms.ts';

const asWritten = new Map<string, ImpactItem[]>();

describe('the impact analysis reads a text alike in every form it can be written in', () => {
  for (const form of TEXT_FORMS) {
    it(`training corpus, ${form.name}: every case reports the items it reports as written`, { timeout: 240_000 }, () => {
      const differing: string[] = [];
      for (const c of TRAINING) {
        if (!asWritten.has(c.id)) asWritten.set(c.id, runCase(c));
        // The form's rewrite of this case first: a subjectBack may read what that rewrite introduced.
        const items = formItemKeys(runCase(c, form.rewrite), form).join('; ');
        const base = formItemKeys(asWritten.get(c.id)!, form).join('; ');
        if (items !== base) differing.push(`${c.id}:\n  as written: ${base}\n  ${form.name}: ${items}`);
      }
      expect(differing, differing.slice(0, 10).join('\n')).toEqual([]);
    });
  }
});
