// The simulator scored on hand-labelled equivalence and divergence cases (behaviour-corpus.ts, and the cases on
// programs adapted from public OpenPLC examples, behaviour-corpus-public.ts) plus the three demo edits
// (behaviour.test.ts): precision and recall, each part reported on its own.
import { describe, expect, it } from 'vitest';
import { BEHAVIOUR_CORPUS } from './behaviour-corpus.ts';
import { PUBLIC_BEHAVIOUR_CORPUS } from './behaviour-corpus-public.ts';
import { simulateBehaviour } from './behaviour.ts';

function score(cases: typeof BEHAVIOUR_CORPUS) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  const wrong: string[] = [];
  for (const c of cases) {
    if (!c.program.includes(c.from)) throw new Error(`${c.name}: the program does not hold ${c.from}`);
    const old = { sources: [{ name: 'p.st', text: c.program }], program: /PROGRAM (\w+)/.exec(c.program)![1]! };
    const report = simulateBehaviour({ old, new: { ...old, sources: [{ name: 'p.st', text: c.program.replace(c.from, c.to) }] }, cycleMs: 10, scenarios: 200 });
    if (report.status === 'not-simulated') throw new Error(`${c.name}: not simulated: ${report.reason}`);
    const found = report.status === 'different';
    if (found && c.differs) tp++;
    else if (found) fp++;
    else if (c.differs) fn++;
    else tn++;
    if (found !== c.differs) wrong.push(`${c.name}: expected ${c.differs ? 'a difference' : 'the same behaviour'}, got ${report.summary}`);
  }
  return { tp, fp, fn, tn, precision: tp / Math.max(1, tp + fp), recall: tp / Math.max(1, tp + fn), wrong };
}

describe('behaviour corpus', { timeout: 120_000 }, () => {
  it('finds every divergence and reports no equivalent refactor as different (tuning and held-out parts)', () => {
    const tuning = score(BEHAVIOUR_CORPUS.filter((c) => !c.heldOut));
    const heldOut = score(BEHAVIOUR_CORPUS.filter((c) => c.heldOut));
    const fromPublic = score(PUBLIC_BEHAVIOUR_CORPUS);
    const shown = (r: ReturnType<typeof score>) => JSON.stringify({ ...r, wrong: undefined });
    console.log(`behaviour corpus: tuning ${shown(tuning)}; held out ${shown(heldOut)}; public programs ${shown(fromPublic)}`);
    expect([...tuning.wrong, ...heldOut.wrong, ...fromPublic.wrong]).toEqual([]);
    // Beyond the three demo edits: at least 20 divergences, 11 of them on the public programs.
    expect([...BEHAVIOUR_CORPUS, ...PUBLIC_BEHAVIOUR_CORPUS].filter((c) => c.differs).length).toBeGreaterThanOrEqual(33);
    expect(PUBLIC_BEHAVIOUR_CORPUS.filter((c) => c.differs).length).toBe(11);
  });
});
