// The check every form test runs: the training corpus read in a text form reports, case by case, the items it reports
// as written (test-support/impact-forms.ts names the forms). Split over a few test files so they run side by side.
import { describe, expect, it } from 'vitest';
import type { ImpactItem } from '../../../src-shared/impact.ts';
import { rewritesCase, runCase, TRAINING } from './impact-corpus-sets.ts';
import { formItemKeys, type TextForm } from './impact-forms.ts';

const asWritten = new Map<string, ImpactItem[]>();

export function describeFormInvariance(title: string, forms: readonly TextForm[]): void {
  describe(title, () => {
    for (const form of forms) {
      it(`training corpus, ${form.name}: every case reports the items it reports as written`, { timeout: 240_000 }, () => {
        const differing: string[] = [];
        for (const c of TRAINING) {
          // A case the form leaves as written reads as written: the analysis is a function of the texts.
          if (!rewritesCase(c, form.rewrite)) continue;
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
}
