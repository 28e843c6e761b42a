// Runs the accuracy corpus: every case's expected impact against what the analysis reports, scored by precision
// (reported items that were expected) and recall (expected items that were reported), safety flags included.
import { describe, expect, it } from 'vitest';
import { HELD_OUT, PUBLIC_CORPUS, scoreCorpus, TRAINING, IMPACT_CORPUS, PUBLIC_CORPUS_FRESH, HELDOUT_INDEPENDENT, HELDOUT_ROUND2, HELDOUT_ROUND3, HELDOUT_ROUND4, HELDOUT_ROUND5, HELDOUT_ROUND6, HELDOUT_ROUND7, HELDOUT_ROUND8, HELDOUT_ROUND9, HELDOUT_ROUND10, HELDOUT_ROUND11, HELDOUT_ROUND12, HELDOUT_ROUND13, HELDOUT_ROUND14, HELDOUT_ROUND15, HELDOUT_ROUND16, HELDOUT_ROUND17, HELDOUT_ROUND17_B, HELDOUT_ROUND18, HELDOUT_ROUND19, HELDOUT_ROUND20, HELDOUT_ROUND21, HELDOUT_ROUND22, HELDOUT_ROUND22_B, HELDOUT_ROUND23, HELDOUT_ROUND23_B, HELDOUT_ROUND24, HELDOUT_ROUND24_B, HELDOUT_ROUND25, HELDOUT_ROUND25_B, HELDOUT_ROUND26, HELDOUT_ROUND27, HELDOUT_ROUND27_B, HELDOUT_ROUND28, HELDOUT_ROUND29, HELDOUT_ROUND30, HELDOUT_ROUND31, HELDOUT_ROUND32, HELDOUT_ROUND33, HELDOUT_ROUND34, HELDOUT_ROUND34_B, HELDOUT_ROUND35, HELDOUT_ROUND35_B, HELDOUT_ROUND36, HELDOUT_ROUND36_B, HELDOUT_ROUND37, HELDOUT_ROUND37_B, HELDOUT_ROUND38, HELDOUT_ROUND38_B, HELDOUT_ROUND39, HELDOUT_ROUND40, HELDOUT_ROUND40_B, HELDOUT_ROUND41, HELDOUT_ROUND41_B, HELDOUT_ROUND42, HELDOUT_ROUND43, HELDOUT_ROUND44, HELDOUT_ROUND44_B } from './test-support/impact-corpus-sets.ts';

describe('impact analysis accuracy corpus', () => {
  it('has the project cases and a public-code corpus split into a training and a held-out part', () => {
    const ids = [...IMPACT_CORPUS, ...PUBLIC_CORPUS, ...PUBLIC_CORPUS_FRESH, ...HELDOUT_INDEPENDENT, ...HELDOUT_ROUND2, ...HELDOUT_ROUND3, ...HELDOUT_ROUND4, ...HELDOUT_ROUND5, ...HELDOUT_ROUND6, ...HELDOUT_ROUND7, ...HELDOUT_ROUND8, ...HELDOUT_ROUND9, ...HELDOUT_ROUND10, ...HELDOUT_ROUND11, ...HELDOUT_ROUND12, ...HELDOUT_ROUND13, ...HELDOUT_ROUND14, ...HELDOUT_ROUND15, ...HELDOUT_ROUND16, ...HELDOUT_ROUND17, ...HELDOUT_ROUND17_B, ...HELDOUT_ROUND18, ...HELDOUT_ROUND19, ...HELDOUT_ROUND20, ...HELDOUT_ROUND21, ...HELDOUT_ROUND22, ...HELDOUT_ROUND22_B, ...HELDOUT_ROUND23, ...HELDOUT_ROUND23_B, ...HELDOUT_ROUND24, ...HELDOUT_ROUND24_B, ...HELDOUT_ROUND25, ...HELDOUT_ROUND25_B, ...HELDOUT_ROUND26, ...HELDOUT_ROUND27, ...HELDOUT_ROUND27_B, ...HELDOUT_ROUND28, ...HELDOUT_ROUND29, ...HELDOUT_ROUND30, ...HELDOUT_ROUND31, ...HELDOUT_ROUND32, ...HELDOUT_ROUND33, ...HELDOUT_ROUND34, ...HELDOUT_ROUND34_B, ...HELDOUT_ROUND35, ...HELDOUT_ROUND35_B, ...HELDOUT_ROUND36, ...HELDOUT_ROUND36_B, ...HELDOUT_ROUND37, ...HELDOUT_ROUND37_B, ...HELDOUT_ROUND38, ...HELDOUT_ROUND38_B, ...HELDOUT_ROUND39, ...HELDOUT_ROUND40, ...HELDOUT_ROUND40_B, ...HELDOUT_ROUND41, ...HELDOUT_ROUND41_B, ...HELDOUT_ROUND42, ...HELDOUT_ROUND43, ...HELDOUT_ROUND44, ...HELDOUT_ROUND44_B].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(IMPACT_CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(PUBLIC_CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(10);
    expect(PUBLIC_CORPUS_FRESH.length).toBeGreaterThanOrEqual(30);
    for (const c of [...PUBLIC_CORPUS_FRESH, ...HELDOUT_INDEPENDENT]) expect(c.origin, c.id).toBeTruthy();
    expect(HELDOUT_INDEPENDENT.length).toBeGreaterThanOrEqual(62);
    expect(HELDOUT_INDEPENDENT.flatMap((c) => c.expect).filter((e) => e.safety).length).toBeGreaterThanOrEqual(15);
    expect(ids.length).toBeGreaterThanOrEqual(250);
  });

  it('training part: precision and recall of at least 0.97, every safety item flagged', () => {
    const result = scoreCorpus(TRAINING);
    console.log(`impact corpus, training part: ${result.summary}`);
    if (result.misses.length > 0) console.log(result.misses.join('\n'));
    expect(result.precision).toBeGreaterThanOrEqual(0.97);
    expect(result.recall).toBeGreaterThanOrEqual(0.97);
    expect(result.safetyFlagged).toBe(result.safetyExpected);
  });

  // The old hash-split third of the project's own public-form cases: written by the person who fixed the analysis and
  // its misses printed, so it is no independent measure (the held-out rounds below are); scored apart as a floor.
  it('old hash-split third of the project-written public cases (not independent): scored apart, above a floor', () => {
    const result = scoreCorpus(HELD_OUT);
    console.log(`impact corpus, old hash-split third (project-written, not independent): ${result.summary}`);
    if (result.misses.length > 0) console.log(result.misses.join('\n'));
    expect(result.precision).toBeGreaterThanOrEqual(0.8);
    expect(result.recall).toBeGreaterThanOrEqual(0.8);
  });

  // Rounds 9, 17, 18, 25, 29, 33 and 38 are held out: written by case writers who did not read the analysis, scored on their own.
  // Only their summaries are printed (never their misses), so no fix can be made against them while they are held out.
  const heldOutRounds = [[9, HELDOUT_ROUND9], [17, [...HELDOUT_ROUND17, ...HELDOUT_ROUND17_B]], [18, HELDOUT_ROUND18], [25, [...HELDOUT_ROUND25, ...HELDOUT_ROUND25_B]], [29, HELDOUT_ROUND29], [33, HELDOUT_ROUND33], [38, [...HELDOUT_ROUND38, ...HELDOUT_ROUND38_B]]] as const;
  // The figure the target is about: every held-out round pooled, so no one round's luck decides it.
  it('held-out rounds together: scored on their own, summary only', () => {
    const result = scoreCorpus(heldOutRounds.flatMap(([, cases]) => cases));
    console.log(`impact corpus, held-out rounds ${heldOutRounds.map(([round]) => round).join(', ')} together: ${result.summary}`);
    expect(result.precision).toBeGreaterThanOrEqual(0.8);
    expect(result.recall).toBeGreaterThanOrEqual(0.8);
  });
  for (const [round, cases] of heldOutRounds) {
    it(`held-out part (round ${round}): scored on its own, summary only`, () => {
      const result = scoreCorpus(cases);
      console.log(`impact corpus, held-out part (round ${round}): ${result.summary}`);
      expect(result.precision).toBeGreaterThanOrEqual(0.8);
      expect(result.recall).toBeGreaterThanOrEqual(0.8);
    });
  }

  it('rounds 8 to 44 (9, 17, 18, 25, 29, 33, 38, 43 and 44 held out, the rest training): at least 95 cases and 35 safety items each, each case naming its public origin', () => {
    for (const round of [HELDOUT_ROUND8, HELDOUT_ROUND9, HELDOUT_ROUND10, HELDOUT_ROUND11, HELDOUT_ROUND12, HELDOUT_ROUND13, HELDOUT_ROUND14, HELDOUT_ROUND15, HELDOUT_ROUND16, [...HELDOUT_ROUND17, ...HELDOUT_ROUND17_B], HELDOUT_ROUND18, HELDOUT_ROUND19, HELDOUT_ROUND20, HELDOUT_ROUND21, [...HELDOUT_ROUND22, ...HELDOUT_ROUND22_B], [...HELDOUT_ROUND23, ...HELDOUT_ROUND23_B], [...HELDOUT_ROUND24, ...HELDOUT_ROUND24_B], [...HELDOUT_ROUND25, ...HELDOUT_ROUND25_B], HELDOUT_ROUND26, [...HELDOUT_ROUND27, ...HELDOUT_ROUND27_B], HELDOUT_ROUND28, HELDOUT_ROUND29, HELDOUT_ROUND30, HELDOUT_ROUND31, HELDOUT_ROUND32, HELDOUT_ROUND33, [...HELDOUT_ROUND34, ...HELDOUT_ROUND34_B], [...HELDOUT_ROUND35, ...HELDOUT_ROUND35_B], [...HELDOUT_ROUND36, ...HELDOUT_ROUND36_B], [...HELDOUT_ROUND37, ...HELDOUT_ROUND37_B], [...HELDOUT_ROUND38, ...HELDOUT_ROUND38_B], HELDOUT_ROUND39, [...HELDOUT_ROUND40, ...HELDOUT_ROUND40_B], [...HELDOUT_ROUND41, ...HELDOUT_ROUND41_B], HELDOUT_ROUND42, HELDOUT_ROUND43, [...HELDOUT_ROUND44, ...HELDOUT_ROUND44_B]]) {
      expect(round.length).toBeGreaterThanOrEqual(95);
      expect(round.flatMap((c) => c.expect).filter((e) => e.safety).length).toBeGreaterThanOrEqual(35);
      for (const c of round) expect(c.origin, c.id).toBeTruthy();
    }
  });

  it('round 2 part (now training): at least 62 cases and 15 safety items, each case naming its public origin', () => {
    expect(HELDOUT_ROUND2.length).toBeGreaterThanOrEqual(62);
    expect(HELDOUT_ROUND2.flatMap((c) => c.expect).filter((e) => e.safety).length).toBeGreaterThanOrEqual(15);
    for (const c of HELDOUT_ROUND2) expect(c.origin, c.id).toBeTruthy();
  });

  it('rounds 3 to 7 (now training): their size, each case naming its public origin', () => {
    for (const round of [HELDOUT_ROUND3, HELDOUT_ROUND4, HELDOUT_ROUND5, HELDOUT_ROUND6, HELDOUT_ROUND7]) {
      expect(round.length).toBeGreaterThanOrEqual(70);
      expect(round.flatMap((c) => c.expect).length).toBeGreaterThanOrEqual(80);
      expect(round.flatMap((c) => c.expect).filter((e) => e.safety).length).toBeGreaterThanOrEqual(25);
      for (const c of round) expect(c.origin, c.id).toBeTruthy();
    }
  });

});
