// Measures whether the impact analysis reads the training corpus alike in every text form (test-support/impact-forms.ts):
// for each form, the cases whose reported items differ from the same case as written, and the training score in
// that form. Only the training part is read: the held-out rounds are never run here.
// Forms in MEASURED_FORMS are measured too (the test does not require them yet). --form picks the forms whose name
// holds the text given.
// Usage: node scripts/measure-impact-forms.ts [--show N] [--form PART-OF-A-FORM-NAME]
import { runCase, scoreCorpus, TRAINING } from '../src-main/iec-st/test-support/impact-corpus-sets.ts';
import { formItemKeys, MEASURED_FORMS, TEXT_FORMS } from '../src-main/iec-st/test-support/impact-forms.ts';

const showArg = process.argv.indexOf('--show');
const show = showArg === -1 ? 15 : Number(process.argv[showArg + 1]);

function multisetMinus(a: string[], b: string[]): string[] {
  const left = [...b];
  return a.filter((x) => {
    const i = left.indexOf(x);
    if (i === -1) return true;
    left.splice(i, 1);
    return false;
  });
}

const asWritten = new Map(TRAINING.map((c) => [c.id, runCase(c)]));
const only = process.argv.indexOf('--form');
const forms = [...TEXT_FORMS, ...MEASURED_FORMS].filter((form) => only === -1 || form.name.includes(process.argv[only + 1]!));
for (const form of forms) {
  const differences: string[] = [];
  let differing = 0;
  for (const c of TRAINING) {
    let items: string[];
    // The form's rewrite of this case first: a subjectBack may read what that rewrite introduced.
    try {
      items = formItemKeys(runCase(c, form.rewrite), form);
    } catch (error) {
      differing++;
      differences.push(`${c.id}: ${(error as Error).message}`);
      continue;
    }
    const base = formItemKeys(asWritten.get(c.id)!, form);
    const lost = multisetMinus(base, items);
    const gained = multisetMinus(items, base);
    if (lost.length + gained.length === 0) continue;
    differing++;
    differences.push(`${c.id}: ${[...lost.map((x) => `- ${x}`), ...gained.map((x) => `+ ${x}`)].join('; ')}`);
  }
  let summary: string;
  try {
    summary = scoreCorpus(TRAINING, form.rewrite, form.subjectBack).summary;
  } catch (error) {
    summary = `not scored: ${(error as Error).message}`;
  }
  console.log(`${form.name}: ${differing} of ${TRAINING.length} cases read differently; training ${summary}`);
  for (const line of differences.slice(0, show)) console.log(`  ${line}`);
}
