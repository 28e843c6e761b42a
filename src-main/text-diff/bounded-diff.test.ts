import { describe, expect, it } from 'vitest';
import { boundedImpact, boundedUnifiedDiff, DIFF_MAX_INPUT_CHARS, inProcess } from './bounded-diff.ts';
import { diffWorkerUrl } from './diff-worker-location.ts';
import { changedLineSpan, runDiffJobYielding } from './diff-job.ts';

describe('boundedUnifiedDiff', () => {
  it('returns the unified diff of an ordinary edit', async () => {
    const result = await boundedUnifiedDiff({ oldName: 'a/main.st', newName: 'b/main.st', before: 'PROGRAM main\n  x := 1;\nEND_PROGRAM\n', after: 'PROGRAM main\n  x := 2;\nEND_PROGRAM\n' });
    expect(result.kind).toBe('diff');
    expect(result.kind === 'diff' && result.diff).toContain('-  x := 1;\n+  x := 2;');
  });

  it('summarizes an edit too costly to diff, without stalling the event loop', async () => {
    // The amplification shape: 47 statements, each replaced by 80,000 lines.
    const before = `PROGRAM main\n${'  x := x + 1;\n'.repeat(47)}END_PROGRAM\n`;
    const after = before.split(';').join(`;\n${'  y := 0\n'.repeat(1700)}`);
    let worstLagMs = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      worstLagMs = Math.max(worstLagMs, now - last - 5);
      last = now;
    }, 5);
    try {
      const result = await boundedUnifiedDiff({ oldName: 'a/main.st', newName: 'b/main.st', before, after }, { maxEditLength: 2000 });
      expect(result).toMatchObject({ kind: 'too-large', summary: expect.stringMatching(/^diff too large: up to \d+ lines changed/) });
      expect(result.kind === 'too-large' && result.changedLines).toBeGreaterThan(47 * 1700);
    } finally {
      clearInterval(ticker);
    }
    // Generous: the diff ran in the worker; the tight figure is in `npm run bench`.
    expect(worstLagMs).toBeLessThan(1000);
  });

  it('falls back to a summary when the diff runs out of time', async () => {
    const before = Array.from({ length: 3000 }, (_, i) => `line ${i}`).join('\n');
    const after = Array.from({ length: 3000 }, (_, i) => `changed ${i * 7}`).join('\n');
    const result = await boundedUnifiedDiff({ oldName: 'a', newName: 'b', before, after }, { maxEditLength: 1_000_000, timeoutMs: 1 });
    expect(result.kind).toBe('too-large');
  });
});

describe('boundedImpact', () => {
  it('reads the global variable lists that fit beside the edited text within the limit, and names the rest', async () => {
    const small = { name: 'GVL_IO', declaration: 'VAR_GLOBAL\n    bLamp AT %QX0.1 : BOOL;\nEND_VAR\n' };
    const huge = { name: 'GVL_Recipes', declaration: `VAR_GLOBAL\n${'    (* recipe *)\n'.repeat(DIFF_MAX_INPUT_CHARS / 16)}END_VAR\n` };
    const report = await boundedImpact({
      parts: [{ name: 'PRG (implementation)', before: 'GVL_IO.bLamp := FALSE;\n', after: 'GVL_IO.bLamp := TRUE;\n' }],
      globalLists: [huge, small],
      safetyPatterns: [],
    });
    expect(report.items.map((i) => [i.subject, i.address])).toEqual([['GVL_IO.bLamp', '%QX0.1']]);
    expect(report.unresolved).toMatch(/^The variables of the global variable list GVL_Recipes \(over the size limit\) were not resolved/);
  });
});

describe('changedLineSpan', () => {
  it('counts the lines between the common head and tail', () => {
    expect(changedLineSpan('a\nb\nc\nd', 'a\nx\ny\nd')).toEqual({ removed: 2, added: 2 });
    expect(changedLineSpan('a\nb', 'a\nb')).toEqual({ removed: 0, added: 0 });
    expect(changedLineSpan('', 'a\nb')).toEqual({ removed: 0, added: 2 });
    expect(changedLineSpan('a\na', 'a')).toEqual({ removed: 1, added: 0 });
  });
});

describe('runDiffJobYielding (where no worker can start)', () => {
  it('gives the same answers in-process, diff or summary', async () => {
    const small = await runDiffJobYielding({ oldName: 'a', newName: 'b', before: 'x\n', after: 'y\n', maxEditLength: 100, timeoutMs: 1000 });
    expect(small).toMatchObject({ kind: 'diff', diff: expect.stringContaining('-x\n+y') });
    const before = Array.from({ length: 2000 }, (_, i) => `line ${i}`).join('\n');
    const after = Array.from({ length: 2000 }, (_, i) => `other ${i}`).join('\n');
    expect(await runDiffJobYielding({ oldName: 'a', newName: 'b', before, after, maxEditLength: 50, timeoutMs: 1000 })).toEqual({ kind: 'too-large', removed: 2000, added: 2000 });
  });
});

describe('diffWorkerUrl', () => {
  it('starts the worker beside its module in a checkout', () => {
    expect(diffWorkerUrl('file:///work/interlock/dist/src-main/text-diff/bounded-diff.js').href).toBe('file:///work/interlock/dist/src-main/text-diff/diff-worker.js');
    expect(diffWorkerUrl('file:///work/interlock/src-main/text-diff/bounded-diff.ts').href).toBe('file:///work/interlock/src-main/text-diff/diff-worker.ts');
  });

  it('starts it from app.asar.unpacked when the app runs from inside app.asar (Windows and POSIX installs)', () => {
    expect(diffWorkerUrl('file:///C:/Users/Ada%20Lovelace/AppData/Local/Programs/Interlock/resources/app.asar/dist/src-main/text-diff/bounded-diff.js').href).toBe(
      'file:///C:/Users/Ada%20Lovelace/AppData/Local/Programs/Interlock/resources/app.asar.unpacked/dist/src-main/text-diff/diff-worker.js',
    );
    expect(diffWorkerUrl('file:///opt/Interlock/resources/app.asar/dist/src-main/text-diff/bounded-diff.js').href).toBe('file:///opt/Interlock/resources/app.asar.unpacked/dist/src-main/text-diff/diff-worker.js');
  });

  it('leaves a folder that only looks like an archive alone', () => {
    expect(diffWorkerUrl('file:///home/ada/app.asar.backup/dist/src-main/text-diff/bounded-diff.js').href).toBe('file:///home/ada/app.asar.backup/dist/src-main/text-diff/diff-worker.js');
  });
});

describe('inProcess (where no worker can start)', () => {
  it('answers null for a job that throws, as a failed worker does, instead of an uncaught exception', async () => {
    // A request the analysis cannot even start on (no parts): it throws, and the card must still get an answer.
    const broken = { kind: 'impact', request: { parts: null } } as unknown as Parameters<typeof inProcess>[0];
    await expect(inProcess(broken)).resolves.toBeNull();
    const fine = await inProcess({ kind: 'impact', request: { parts: [{ name: 'P', before: 'PROGRAM P\nx := 1;\nEND_PROGRAM', after: 'PROGRAM P\nx := 2;\nEND_PROGRAM' }], safetyPatterns: [] } });
    expect(fine).toMatchObject({ status: 'complete' });
  });
});
