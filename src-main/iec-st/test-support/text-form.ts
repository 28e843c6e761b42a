// What a text form is (a rewrite of ST text that means the same to the machine) and how an item is compared across
// forms: by kind, change, subject (as ST compares names, without case) and safety flag. A form that renames or
// introduces a name maps it back in subjects with `subjectBack` before the comparison.
import type { ImpactItem } from '../../../src-shared/impact.ts';
import type { FormContext } from './impact-corpus-sets.ts';

export interface TextForm {
  name: string;
  /** `context`: every text of the case (each part before and after the edit, the global lists), where declarations are. */
  rewrite: (text: string, context: FormContext) => string;
  /** A subject of the rewritten text named as the text as written names it (a form that introduces a name). */
  subjectBack?: (subject: string) => string;
  /**
   * The form writes one statement as several that map back to the same subject (a link and its copy to the output),
   * each with its own item by the convention of one item per changed statement: items are compared as a set of
   * kind/change/subject, each flagged where any of its items is (the card is approve-once if one is).
   */
  compareAsSet?: true;
}

/** The key an item is compared by across forms; `form` maps the subjects of its own rewritten texts back. */
export function formItemKey(item: ImpactItem, form?: TextForm): string {
  const subject = form?.subjectBack ? form.subjectBack(item.subject) : item.subject;
  return `${item.kind}/${item.change}/${subject.toLowerCase()}${item.safety.length > 0 ? ' (safety)' : ''}`;
}

/** The keys of a case's items, sorted, as a set where the form compares so. */
export function formItemKeys(items: readonly ImpactItem[], form?: TextForm): string[] {
  const keys = items.map((item) => formItemKey(item, form)).sort();
  if (!form?.compareAsSet) return keys;
  const flagged = new Set(keys.filter((key) => key.endsWith(' (safety)')).map((key) => key.slice(0, -' (safety)'.length)));
  return [...new Set(keys.map((key) => (flagged.has(key) ? `${key} (safety)` : key)))];
}
