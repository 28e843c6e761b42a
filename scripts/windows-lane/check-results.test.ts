import { describe, expect, it } from 'vitest';
import { judge, repoRelative } from './check-results.ts';

const repo = '/work/clone';
const file = (name: string, status: string, tests: Array<[string, string]>, message?: string) => ({
  name,
  status,
  message,
  assertionResults: tests.map(([title, s]) => ({ ancestorTitles: ['suite'], title, status: s, failureMessages: s === 'failed' ? [`${title} broke`] : [] })),
});

describe('Windows lane verdict', () => {
  it('maps Windows and Unix spellings of a test file to the repository-relative path', () => {
    expect(repoRelative('Z:/work/clone/src-main/a.test.ts', repo)).toBe('src-main/a.test.ts');
    expect(repoRelative('Z:\\work\\clone\\e2e\\b.test.ts', repo)).toBe('e2e/b.test.ts');
  });

  it('passes allow-listed failures with their reason, fails every other failure and a file that did not load', () => {
    const verdict = judge(
      {
        testResults: [
          file('Z:/work/clone/src-main/a.test.ts', 'failed', [['links', 'failed'], ['renames', 'failed'], ['reads', 'passed'], ['later', 'skipped']]),
          file('Z:/work/clone/src-main/b.test.ts', 'failed', [], 'Cannot find module x'),
        ],
      },
      { reason: 'failed', unhandledErrors: [] },
      [
        { test: 'src-main/a.test.ts > suite > links', reason: 'Wine: no symlinks' },
        { test: 'src-main/a.test.ts > suite > reads', reason: 'stale' },
        { test: 'src-main/a.test.ts > suite > renamed since', reason: 'renamed' },
        { test: 'src-main/not-run.test.ts > suite > x', reason: 'a file this run left out' },
      ],
      repo,
    );
    expect(verdict.allowed).toEqual([{ test: 'src-main/a.test.ts > suite > links', reason: 'Wine: no symlinks' }]);
    expect(verdict.unexpected).toEqual([
      { test: 'src-main/a.test.ts > suite > renames', message: 'renames broke' },
      { test: 'src-main/b.test.ts', message: 'Cannot find module x' },
    ]);
    expect(verdict.stale).toEqual(['src-main/a.test.ts > suite > reads', 'src-main/a.test.ts > suite > renamed since']);
    expect([verdict.passed, verdict.skipped]).toEqual([1, 1]);
  });

  it('fails on an error outside the tests, an interrupted run and a run that never finished, whatever the allow-list says', () => {
    const results = { testResults: [file('Z:/work/clone/src-main/a.test.ts', 'passed', [['reads', 'passed']])] };
    const allowList = [{ test: '(an error outside the tests)', reason: 'tried to allow it' }];
    const stray = { name: 'Error', code: 'ERR_STREAM_WRITE_AFTER_END', message: 'write after end', stack: 'at HttpHost' };
    expect(judge(results, { reason: 'failed', unhandledErrors: [stray] }, allowList, repo).unexpected).toEqual([
      { test: '(an error outside the tests)', message: 'Error [ERR_STREAM_WRITE_AFTER_END]: write after end\nat HttpHost' },
    ]);
    expect(judge(results, { reason: 'interrupted', unhandledErrors: [] }, [], repo).unexpected).toEqual([
      { test: '(the run)', message: 'vitest reports the run as interrupted' },
    ]);
    expect(judge(results, null, [], repo).unexpected).toEqual([
      { test: '(the run)', message: expect.stringMatching(/did not finish its run/) },
    ]);
    expect(judge(results, { reason: 'passed', unhandledErrors: [] }, [], repo)).toMatchObject({ passed: 1, unexpected: [] });
  });
});
