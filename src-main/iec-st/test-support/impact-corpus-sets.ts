// The accuracy corpus's parts (training, the old hash-split third, the held-out rounds) and how a case is run and
// scored: every case's expected impact against what the analysis reports, by precision (reported items that were
// expected) and recall (expected items that were reported), safety flags included.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SAFETY_PATTERNS, type ImpactItem } from '../../../src-shared/impact.ts';
import { analyzeImpact } from '../impact-analysis.ts';
import { PUBLIC_CORPUS as PUBLIC_1 } from '../impact-corpus-public.ts';
import { PUBLIC_CORPUS_2 } from '../impact-corpus-public2.ts';
import { PUBLIC_CORPUS_3 } from '../impact-corpus-public3.ts';
import { PUBLIC_CORPUS_4 } from '../impact-corpus-public4.ts';
import { PUBLIC_CORPUS_FRESH } from '../impact-corpus-public-fresh.ts';
import { HELDOUT_INDEPENDENT } from '../impact-corpus-heldout-independent.ts';
import { HELDOUT_ROUND2 } from '../impact-corpus-heldout-round2.ts';
import { HELDOUT_ROUND3 } from '../impact-corpus-heldout-round3.ts';
import { HELDOUT_ROUND4 } from '../impact-corpus-heldout-round4.ts';
import { HELDOUT_ROUND5 } from '../impact-corpus-heldout-round5.ts';
import { HELDOUT_ROUND6 } from '../impact-corpus-heldout-round6.ts';
import { HELDOUT_ROUND7 } from '../impact-corpus-heldout-round7.ts';
import { HELDOUT_ROUND8 } from '../impact-corpus-heldout-round8.ts';
import { HELDOUT_ROUND9 } from '../impact-corpus-heldout-round9.ts';
import { HELDOUT_ROUND10 } from '../impact-corpus-heldout-round10.ts';
import { HELDOUT_ROUND11 } from '../impact-corpus-heldout-round11.ts';
import { HELDOUT_ROUND12 } from '../impact-corpus-heldout-round12.ts';
import { HELDOUT_ROUND13 } from '../impact-corpus-heldout-round13.ts';
import { HELDOUT_ROUND14 } from '../impact-corpus-heldout-round14.ts';
import { HELDOUT_ROUND15 } from '../impact-corpus-heldout-round15.ts';
import { HELDOUT_ROUND16 } from '../impact-corpus-heldout-round16.ts';
import { HELDOUT_ROUND17 } from '../impact-corpus-heldout-round17.ts';
import { HELDOUT_ROUND17_B } from '../impact-corpus-heldout-round17-b.ts';
import { HELDOUT_ROUND18 } from '../impact-corpus-heldout-round18.ts';
import { HELDOUT_ROUND19 } from '../impact-corpus-heldout-round19.ts';
import { HELDOUT_ROUND20 } from '../impact-corpus-heldout-round20.ts';
import { HELDOUT_ROUND21 } from '../impact-corpus-heldout-round21.ts';
import { HELDOUT_ROUND22 } from '../impact-corpus-heldout-round22.ts';
import { HELDOUT_ROUND22_B } from '../impact-corpus-heldout-round22-b.ts';
import { HELDOUT_ROUND23 } from '../impact-corpus-heldout-round23.ts';
import { HELDOUT_ROUND23_B } from '../impact-corpus-heldout-round23-b.ts';
import { HELDOUT_ROUND24 } from '../impact-corpus-heldout-round24.ts';
import { HELDOUT_ROUND24_B } from '../impact-corpus-heldout-round24-b.ts';
import { HELDOUT_ROUND25 } from '../impact-corpus-heldout-round25.ts';
import { HELDOUT_ROUND25_B } from '../impact-corpus-heldout-round25-b.ts';
import { HELDOUT_ROUND26 } from '../impact-corpus-heldout-round26.ts';
import { HELDOUT_ROUND27 } from '../impact-corpus-heldout-round27.ts';
import { HELDOUT_ROUND27_B } from '../impact-corpus-heldout-round27-b.ts';
import { HELDOUT_ROUND28 } from '../impact-corpus-heldout-round28.ts';
import { HELDOUT_ROUND29 } from '../impact-corpus-heldout-round29.ts';
import { HELDOUT_ROUND30 } from '../impact-corpus-heldout-round30.ts';
import { HELDOUT_ROUND31 } from '../impact-corpus-heldout-round31.ts';
import { HELDOUT_ROUND32 } from '../impact-corpus-heldout-round32.ts';
import { HELDOUT_ROUND33 } from '../impact-corpus-heldout-round33.ts';
import { HELDOUT_ROUND34 } from '../impact-corpus-heldout-round34.ts';
import { HELDOUT_ROUND34_B } from '../impact-corpus-heldout-round34-b.ts';
import { HELDOUT_ROUND35 } from '../impact-corpus-heldout-round35.ts';
import { HELDOUT_ROUND35_B } from '../impact-corpus-heldout-round35-b.ts';
import { HELDOUT_ROUND36 } from '../impact-corpus-heldout-round36.ts';
import { HELDOUT_ROUND36_B } from '../impact-corpus-heldout-round36-b.ts';
import { HELDOUT_ROUND37 } from '../impact-corpus-heldout-round37.ts';
import { HELDOUT_ROUND37_B } from '../impact-corpus-heldout-round37-b.ts';
import { HELDOUT_ROUND38 } from '../impact-corpus-heldout-round38.ts';
import { HELDOUT_ROUND38_B } from '../impact-corpus-heldout-round38-b.ts';
import { HELDOUT_ROUND39 } from '../impact-corpus-heldout-round39.ts';
import { HELDOUT_ROUND40 } from '../impact-corpus-heldout-round40.ts';
import { HELDOUT_ROUND40_B } from '../impact-corpus-heldout-round40-b.ts';
import { HELDOUT_ROUND41 } from '../impact-corpus-heldout-round41.ts';
import { HELDOUT_ROUND41_B } from '../impact-corpus-heldout-round41-b.ts';
import { HELDOUT_ROUND42 } from '../impact-corpus-heldout-round42.ts';
import { HELDOUT_ROUND43 } from '../impact-corpus-heldout-round43.ts';
import { HELDOUT_ROUND44 } from '../impact-corpus-heldout-round44.ts';
import { HELDOUT_ROUND44_B } from '../impact-corpus-heldout-round44-b.ts';
import { isHeldOut } from '../impact-corpus-split.ts';
import { IMPACT_CORPUS, type CorpusCase, type ExpectedItem } from '../impact-corpus.ts';

export const PUBLIC_CORPUS = [...PUBLIC_1, ...PUBLIC_CORPUS_2, ...PUBLIC_CORPUS_3, ...PUBLIC_CORPUS_4];
// The fresh public cases are always training: they were written to be fixed against, so they are not hash-split.
// The first independent held-out round was scored unseen (precision 0.929, recall 0.940, 29 of 31 safety items, after
// its writer's own corrections), then became training: the analysis was fixed against it. Round 2 was scored unseen
// (precision 0.908, recall 0.932, 28 of 30 safety items), then became training the same way. Rounds 3 and 4 were
// scored unseen after round 2's fixes (round 3: precision 0.883, recall 0.919, 49 of 51 safety items; round 4: 0.862,
// 0.875, 69 of 76), then became training too. Round 5 was first scored by its writer at 0.957 / 0.974 with 57 of 57
// safety items (after round 2's first fixes), and unseen after rounds 3 and 4's fixes at 0.957 / 0.974 with 56 of 57;
// then it became training. Rounds 6 and 7 were scored unseen after round 5's fixes (round 6: 0.938 / 0.989, 36 of 37;
// round 7: 0.883 / 0.938, 45 of 49), then became training. Round 8 was scored unseen at a0efbcf (0.829 / 0.871, 61 of
// 75), then became training after the fixes against it (1.000 / 1.000, 75 of 75). Round 9 stays held out. Round 11
// was scored unseen at 0.959 / 0.979 with 51 of 54 safety items (after two corrections of its writer's own; first
// 0.945 / 0.965, 49 of 52), then became training after the fixes against it (0.993 / 1.000, 54 of 54). Round 10 was
// scored unseen at 8a15f13 (0.937 / 0.937, 95 of 104 safety items; every miss an item with the wrong safety flag),
// then became training after the fixes against it (1.000 / 1.000, 104 of 104). Round 12 was scored unseen at 0.993 /
// 0.993 with 81 of 82 safety items (after its writer's one correction; first 0.987 / 0.987, 80 of 81 at c8c133c; the
// same at e30cdda after round 10's fixes), then became training after the fix against it (1.000 / 1.000, 82 of 82).
// Round 13 was scored unseen at ef25554 (0.895 / 0.925, 94 of 97 safety items), then became training after the fixes
// against it (0.986 / 0.986, 97 of 97; one round 4 expectation corrected by IEC semantics on the way). Round 14 was
// scored unseen at ef25554 (0.941 / 0.941, 87 of 91 safety items, after its writer's one correction; first 0.935 /
// 0.940; the same at ee170b7 after round 13's fixes), then became training after the fixes against it (0.994 / 0.994,
// 92 of 92; one of its expectations corrected by docs/safety.md on the way, the reason beside it). Round 16 was
// scored unseen by its writer at 238c399 (0.970 / 0.988, 119 of 120 safety items, after its writer's three
// corrections; first 0.940 / 0.981, 118 of 119) and at 910b94b after round 14's fixes (0.958 / 0.976, 117 of 120),
// then became training after the fixes against it (1.000 / 1.000, 120 of 120). Round 15 was scored unseen by its
// writer at 6059645 (0.786 / 0.786, 85 of 103 safety items; after its writer's seven corrections 0.831 / 0.831, 89 of
// 105), then became training after the fixes against it (1.000 / 1.000, 108 of 108; seven of its expectations
// corrected on the way to the documented conventions, the reason beside each). Round 19 was scored unseen by its
// writer at 910b94b (0.921 / 0.959, 72 of 78 safety items; after its writer's six corrections 0.980 / 0.980, 78 of
// 81) and round 20 at ed22917 (0.932 / 0.948, 98 of 102; after its writer's two corrections 0.955 / 0.955, 98 of
// 102); both became training after the fixes against them (round 19: 0.993 / 0.993, 80 of 81, one judgement case left;
// round 20: 1.000 / 1.000, 102 of 102; one round 7 expectation corrected by docs/safety.md on the way, the reason beside
// it). Round 21 was scored unseen by its writer at c017269 (0.892 / 0.940, 79 of 87 safety items; after its writer's
// eight corrections 0.949 / 0.974, 83 of 87), then became training after the fixes against it (1.000 / 1.000, 87 of
// 87; the writer's corrections checked against IEC 61131-3 and the docs, none changed). Round 22 was scored unseen by
// its writer at c017269 (0.790 / 0.828, 86 of 105 safety items; after its writer's eleven corrections 0.826 / 0.885,
// 91 of 101), then became training after the fixes against it (1.000 / 1.000, 104 of 104; four of its expectations
// corrected on the way to the documented conventions, the reason beside each). Round 23 was scored unseen by its writer
// at 2346f7d (0.957 / 0.957, 101 of 104 safety items; no corrections of its writer's), then became training after the
// fixes against it (1.000 / 1.000, 106 of 106; three of its expectations corrected on the way to docs/safety.md, the
// reason beside each; with those corrections alone 0.982 / 0.982, 104 of 106). Round 24 was scored unseen by its
// writer at 2346f7d (0.827 / 0.855, 66 of 73 safety items; after its writer's three corrections 0.860 / 0.866, 68 of
// 75), then became training after the fixes against it (1.000 / 1.000, 79 of 79; five of its expectations corrected
// to the documented conventions on the way, and eight training expectations corrected to the rule for an input of a
// block whose output gates a physical output, the reason beside each). Round 26 was scored unseen by its writer at
// 79908da (0.945 / 0.945, 73 of 76 safety items; after its writer's one correction 0.966 / 0.966, 76 of 79), then became
// training after the fixes against it (1.000 / 1.000, 79 of 79; no expectation corrected). Round 28 was scored unseen
// by its writer at 79908da (0.846 / 0.851, 69 of 73 safety items; after its writer's corrections 0.946 / 0.946, 82 of
// 84), then became training after the fixes against it (0.993 / 0.993, 84 of 84; two of its expectations corrected to
// docs/safety.md on the way, the reason beside each; one judgement case left, the orange lamp). Round 27 was scored
// unseen by its writer at 79908da (0.901 / 0.961, 118 of 121 safety items; after its writer's nine corrections 0.958 /
// 0.958, 127 of 129, the same at 62c758f), then became training after the fixes against it (1.000 / 1.000, 131 of 131;
// two of its expectations corrected to docs/safety.md and training on the way, the reason beside each; with those
// corrections alone 0.969 / 0.969, 129 of 131). Round 32 was scored unseen by its writer at bc4937f (after its
// writer's corrections 0.945 / 0.945, 84 of 86 safety items; the same at a562b24 and at 4e708c0, when the fixes against
// it began), then became training after the fixes against it (1.000 / 1.000, 87 of 87; one of its expectations
// corrected to docs/safety.md on the way, the reason beside it; with that correction alone 0.952 / 0.952, 85 of 87).
// Round 30 was scored unseen by its writer at bc4937f (0.887 / 0.893, 56 of 60 safety items; after its writer's twelve
// corrections 0.967 / 0.973, 58 of 60, the same at 4e708c0 when the fixes against it began), then became training after
// the fixes against it (1.000 / 1.000, 60 of 60; one of its expectations corrected to the convention of one item per
// changed statement on the way, the reason beside it; with that correction alone 0.973 / 0.973, 58 of 60).
// Round 31 was scored unseen by its writer at 40c5d6f (0.698 / 0.862, 71 of 82 safety items; after its writer's
// fifteen corrections 0.894 / 0.894, 98 of 106), then became training after the fixes against it (1.000 / 1.000, 115
// of 115; nine of its expectations corrected to docs/safety.md, docs/impact-accuracy.md and training on the way, the
// reason beside each). Round 36 was scored unseen by its writer at c3e536b (0.898 / 0.913, 116 of 121 safety items;
// after its writer's four corrections 0.930 / 0.930, 120 of 125, the same at f275709 when the fixes against it began),
// then became training after the fixes against it (1.000 / 1.000, 130 of 130; seven of its expectations corrected to
// docs/safety.md, IEC 61131-3 and training's judgements on the way, the reason beside each; with those corrections
// alone 0.979 / 0.979, 127 of 130). Round 34 was scored unseen by its writer at c3e536b (0.795 / 0.899, 107 of 113
// safety items; after its writer's nine corrections 0.921 / 0.931, 130 of 136, the same at f637cb8 when the fixes
// against it began), then became training after the fixes against it (1.000 / 1.000, 135 of 135; three of its
// expectations corrected to docs/safety.md and training on the way, the reason beside each; with those corrections
// alone 0.937 / 0.947, 131 of 135). Round 37 was scored unseen by its writer at d06c9df (0.914 / 0.939, 85 of 93
// safety items; after its writer's four corrections 0.941 / 0.947, 86 of 93, the same at 53e2e79 when the fixes
// against it began), then became training after the fixes against it (1.000 / 1.000, 93 of 93; no expectation
// corrected). Round 35 was scored unseen by its writer at c3e536b (0.813 / 0.839, 62 of 84 safety items; after its
// writer's six corrections 0.850 / 0.855, 67 of 89, the same at 2bbdbb4 when the fixes against it began), then became
// training after the fixes against it (1.000 / 1.000, 88 of 88; five of its expectations corrected to docs/safety.md,
// docs/impact-accuracy.md and training on the way, the reason beside each; with those corrections alone 0.863 /
// 0.863, 67 of 88). Round 39 was scored unseen by its writer at f13f28d (0.929 / 0.929, 109 of 113 safety items; after
// its writer's seven corrections 0.974 / 0.974, 115 of 118, the same at dd03e10 when the fixes against it began), then
// became training after the fixes against it (1.000 / 1.000, 118 of 118; no expectation corrected). Round 40 was
// scored unseen by its writer at f13f28d (0.848 / 0.813, 72 of 91 safety items; after its writer's fifteen corrections
// 0.918 / 0.924, 77 of 84, the same at 22bb29b when the fixes against it began), then became training after the fixes
// against it (0.986 / 0.986, 84 of 84; no expectation corrected; two judgement cases left, the horn's preset and the
// upstream permissive). Round 42 was scored unseen by its writer at 45eb607 (0.881 / 0.917, 75 of 80 safety items;
// after its writer's ten corrections 0.947 / 0.947, 79 of 84, the same at de06a5e when the fixes against it began),
// then became training after the fixes against it (1.000 / 1.000, 85 of 85; one of its expectations corrected to
// docs/safety.md on the way, the reason beside it; with that correction alone 0.954 / 0.954, 80 of 85). Round 41 was
// scored unseen by its writer at 52cf465 (0.851 / 0.851, 70 of 83 safety items; after its writer's six corrections
// 0.912 / 0.912, 72 of 78, the same at 783812d when the fixes against it began), then became training after the fixes
// against it (1.000 / 1.000, 79 of 79; five of its expectations corrected to docs/safety.md, docs/impact-accuracy.md
// and training on the way, the reason beside each; with those corrections alone 0.946 / 0.946, 75 of 79). Round 43 was
// scored unseen by its writer at fe85f44 (0.923 / 0.930, 75 of 75 safety items); its writer judged every miss an error
// of its own (nine cases corrected, the reasons beside them; 1.000 / 1.000, 78 of 78), so it was never fixed against
// and is training as it stands: a round whose writer read all its misses is no held-out measure. Round 44 was
// scored unseen by its writer (0.867 / 0.879, 69 of 77 safety items; after its writer's two corrections 0.881 / 0.881,
// 70 of 78, the same at cf8b73f when the fixes against it began), then became training after the fixes against it
// (0.972 / 0.972, 76 of 76; two of its expectations corrected to docs/impact-accuracy.md and training on the way, the
// reason beside each; four judgement cases left, over-flags of drivers' switch-offs and a horn). Rounds 9, 17, 18, 25,
// 29, 33 and 38 stay held out (docs/impact-accuracy.md).
export const TRAINING = [
  ...IMPACT_CORPUS,
  ...PUBLIC_CORPUS.filter((c) => !isHeldOut(c.id)),
  ...PUBLIC_CORPUS_FRESH,
  ...HELDOUT_INDEPENDENT,
  ...HELDOUT_ROUND2,
  ...HELDOUT_ROUND3,
  ...HELDOUT_ROUND4,
  ...HELDOUT_ROUND5,
  ...HELDOUT_ROUND6,
  ...HELDOUT_ROUND7,
  ...HELDOUT_ROUND8,
  ...HELDOUT_ROUND10,
  ...HELDOUT_ROUND11,
  ...HELDOUT_ROUND12,
  ...HELDOUT_ROUND13,
  ...HELDOUT_ROUND14,
  ...HELDOUT_ROUND15,
  ...HELDOUT_ROUND16,
  ...HELDOUT_ROUND19,
  ...HELDOUT_ROUND20,
  ...HELDOUT_ROUND21,
  ...HELDOUT_ROUND22,
  ...HELDOUT_ROUND22_B,
  ...HELDOUT_ROUND23,
  ...HELDOUT_ROUND23_B,
  ...HELDOUT_ROUND24,
  ...HELDOUT_ROUND24_B,
  ...HELDOUT_ROUND26,
  ...HELDOUT_ROUND27,
  ...HELDOUT_ROUND27_B,
  ...HELDOUT_ROUND28,
  ...HELDOUT_ROUND30,
  ...HELDOUT_ROUND31,
  ...HELDOUT_ROUND32,
  ...HELDOUT_ROUND36,
  ...HELDOUT_ROUND36_B,
  ...HELDOUT_ROUND34,
  ...HELDOUT_ROUND34_B,
  ...HELDOUT_ROUND37,
  ...HELDOUT_ROUND37_B,
  ...HELDOUT_ROUND35,
  ...HELDOUT_ROUND35_B,
  ...HELDOUT_ROUND39,
  ...HELDOUT_ROUND40,
  ...HELDOUT_ROUND40_B,
  ...HELDOUT_ROUND42,
  ...HELDOUT_ROUND43,
  ...HELDOUT_ROUND41,
  ...HELDOUT_ROUND41_B,
  ...HELDOUT_ROUND44,
  ...HELDOUT_ROUND44_B,
];
export const HELD_OUT = PUBLIC_CORPUS.filter((c) => isHeldOut(c.id));

const repo = join(import.meta.dirname, '../../..');

/** Every text of a case, for a form that rewrites one of them: each part before and after the edit, the global lists. */
export interface FormContext {
  before: readonly string[];
  after: readonly string[];
  lists: readonly string[];
}

/**
 * `rewrite`, when given, is applied to each part's text before and after the edit (a form the analysis must read
 * alike), with every text of the case as its context.
 */
export function runCase(c: CorpusCase, rewrite: (text: string, context: FormContext) => string = (text) => text): ImpactItem[] {
  const { texts, context } = caseTexts(c);
  const edited = texts.map((part) => ({ name: part.name, before: rewrite(part.before, context), after: rewrite(part.after, context) }));
  const report = analyzeImpact({
    parts: edited,
    globals: c.globals ?? [],
    ...(c.globalLists ? { globalLists: c.globalLists.map((list) => ({ name: list.name, declaration: rewrite(list.declaration, context) })) } : {}),
    ...(c.ioMapping ? { ioMapping: c.ioMapping } : {}),
    safetyPatterns: DEFAULT_SAFETY_PATTERNS,
    safetySignals: c.safetySignals ?? [],
  });
  if (report.status !== 'complete') throw new Error(`${c.id}: ${report.status}: ${report.reason}`);
  return report.items;
}

/** Whether `rewrite` changes any text of the case (else the case reads as written, and need not be run again). */
export function rewritesCase(c: CorpusCase, rewrite: (text: string, context: FormContext) => string): boolean {
  const { texts, context } = caseTexts(c);
  const all = [...texts.flatMap((part) => [part.before, part.after]), ...context.lists];
  return all.some((text) => rewrite(text, context) !== text);
}

/** A case's parts before and after its edits, and every text of it as a form's context. */
function caseTexts(c: CorpusCase): { texts: Array<{ name: string; before: string; after: string }>; context: FormContext } {
  const parts = 'file' in c.source ? [{ name: c.source.file, text: readFileSync(join(repo, c.source.file), 'utf8') }] : c.source.parts;
  let applied = 0;
  const texts = parts.map((part) => {
    let text = part.text;
    for (const [from, to] of c.edits) {
      if (text.includes(from)) {
        text = text.replace(from, to);
        applied++;
      }
    }
    return { name: part.name, before: part.text, after: text };
  });
  if (applied !== c.edits.length) throw new Error(`${c.id}: ${c.edits.length - applied} edit(s) found nothing to replace`);
  const context = { before: texts.map((part) => part.before), after: texts.map((part) => part.after), lists: (c.globalLists ?? []).map((list) => list.declaration) };
  return { texts, context };
}

const same = (item: ImpactItem, e: ExpectedItem) =>
  item.kind === e.kind && item.change === e.change && item.subject.toLowerCase() === e.subject.toLowerCase() && (e.address === undefined || item.address === e.address);

/** Matches reported items to expected ones, one for one; a match with the wrong safety flag counts for neither. */
export function score(items: ImpactItem[], expected: ExpectedItem[]) {
  const left = [...items];
  let matched = 0;
  const missed: ExpectedItem[] = [];
  for (const e of expected) {
    const i = left.findIndex((item) => same(item, e) && (item.safety.length > 0) === (e.safety === true));
    if (i === -1) missed.push(e);
    else {
      left.splice(i, 1);
      matched++;
    }
  }
  return { matched, missed, extra: left };
}

/**
 * Precision and recall of the reported items over a set of cases, and the safety items left unflagged; `subjectBack`
 * names a subject of the rewritten texts as the texts as written do (a form that introduces a name).
 */
export function scoreCorpus(cases: readonly CorpusCase[], rewrite?: (text: string, context: FormContext) => string, subjectBack?: (subject: string) => string) {
  let reported = 0;
  let expectedCount = 0;
  let matched = 0;
  let safetyExpected = 0;
  let safetyFlagged = 0;
  const misses: string[] = [];
  for (const c of cases) {
    const items = runCase(c, rewrite).map((item) => (subjectBack ? { ...item, subject: subjectBack(item.subject) } : item));
    const result = score(items, c.expect);
    reported += items.length;
    expectedCount += c.expect.length;
    matched += result.matched;
    for (const e of c.expect.filter((e) => e.safety)) {
      safetyExpected++;
      if (items.some((item) => same(item, e) && item.safety.length > 0)) safetyFlagged++;
    }
    for (const e of result.missed) misses.push(`${c.id}: missed ${e.kind}/${e.change}/${e.subject}${e.safety ? ' (safety)' : ''}`);
    for (const item of result.extra) misses.push(`${c.id}: extra ${item.kind}/${item.change}/${item.subject}${item.safety.length ? ' (safety)' : ''}: ${item.text}`);
  }
  const precision = reported === 0 ? 1 : matched / reported;
  const recall = expectedCount === 0 ? 1 : matched / expectedCount;
  const summary = `${cases.length} cases, ${expectedCount} expected items (${safetyExpected} safety), ${reported} reported, precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}, safety items flagged ${safetyFlagged}/${safetyExpected}`;
  return { precision, recall, safetyExpected, safetyFlagged, misses, summary };
}

export { IMPACT_CORPUS, PUBLIC_CORPUS_FRESH, HELDOUT_INDEPENDENT, HELDOUT_ROUND2, HELDOUT_ROUND3, HELDOUT_ROUND4, HELDOUT_ROUND5, HELDOUT_ROUND6, HELDOUT_ROUND7, HELDOUT_ROUND8, HELDOUT_ROUND9, HELDOUT_ROUND10, HELDOUT_ROUND11, HELDOUT_ROUND12, HELDOUT_ROUND13, HELDOUT_ROUND14, HELDOUT_ROUND15, HELDOUT_ROUND16, HELDOUT_ROUND17, HELDOUT_ROUND17_B, HELDOUT_ROUND18, HELDOUT_ROUND19, HELDOUT_ROUND20, HELDOUT_ROUND21, HELDOUT_ROUND22, HELDOUT_ROUND22_B, HELDOUT_ROUND23, HELDOUT_ROUND23_B, HELDOUT_ROUND24, HELDOUT_ROUND24_B, HELDOUT_ROUND25, HELDOUT_ROUND25_B, HELDOUT_ROUND26, HELDOUT_ROUND27, HELDOUT_ROUND27_B, HELDOUT_ROUND28, HELDOUT_ROUND29, HELDOUT_ROUND30, HELDOUT_ROUND31, HELDOUT_ROUND32, HELDOUT_ROUND33, HELDOUT_ROUND34, HELDOUT_ROUND34_B, HELDOUT_ROUND35, HELDOUT_ROUND35_B, HELDOUT_ROUND36, HELDOUT_ROUND36_B, HELDOUT_ROUND37, HELDOUT_ROUND37_B, HELDOUT_ROUND38, HELDOUT_ROUND38_B, HELDOUT_ROUND39, HELDOUT_ROUND40, HELDOUT_ROUND40_B, HELDOUT_ROUND41, HELDOUT_ROUND41_B, HELDOUT_ROUND42, HELDOUT_ROUND43, HELDOUT_ROUND44, HELDOUT_ROUND44_B };
