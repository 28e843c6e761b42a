// Judges a Windows lane run: every failing test must be in the allow-list of known Wine limitations (each with its
// reason); any other failure, a file that did not load, an error outside the tests, a run that did not finish or a
// run with no results fails the lane.
// Usage: node scripts/windows-lane/check-results.ts <vitest-results.json> <run-end.json> <wine-allow-list.json>
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RunEnd } from './run-end-reporter.ts';

interface VitestJson {
  testResults: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults: Array<{ ancestorTitles: string[]; title: string; status: string; failureMessages?: string[] }>;
  }>;
}

export interface AllowListEntry {
  /** `<repo-relative file> > <describe> > … > <test title>`, or the file alone for a file-level failure. */
  test: string;
  reason: string;
}

/** The allow-list file: test files the lane does not run as Windows code, and tests allowed to fail there. */
export interface AllowList {
  notRunAsWindowsCode: Array<{ file: string; reason: string }>;
  knownFailures: AllowListEntry[];
}

export interface LaneVerdict {
  passed: number;
  skipped: number;
  allowed: Array<{ test: string; reason: string }>;
  unexpected: Array<{ test: string; message: string }>;
  /** Allow-listed tests that passed, or are missing from a file that ran: candidates for removal. */
  stale: string[];
}

/** `Z:/work/clone/src-main/a.test.ts` (or `Z:\…`) → `src-main/a.test.ts`, given the clone's Unix path. */
export function repoRelative(file: string, repo: string): string {
  const unix = file.replace(/\\/g, '/').replace(/^[A-Za-z]:/, '');
  const prefix = `${repo.replace(/\/+$/, '')}/`;
  return unix.startsWith(prefix) ? unix.slice(prefix.length) : unix;
}

/**
 * `runEnd` is what run-end-reporter.ts wrote (null when it wrote nothing: vitest never finished). Errors outside the
 * tests cannot be allow-listed: they name no test, and under Windows they are bugs like any other.
 */
export function judge(results: VitestJson, runEnd: RunEnd | null, allowList: readonly AllowListEntry[], repo: string): LaneVerdict {
  const reasons = new Map(allowList.map((e) => [e.test, e.reason]));
  const seen = new Set<string>();
  const verdict: LaneVerdict = { passed: 0, skipped: 0, allowed: [], unexpected: [], stale: [] };
  const fail = (test: string, message: string) => {
    seen.add(test);
    const reason = reasons.get(test);
    if (reason !== undefined) verdict.allowed.push({ test, reason });
    else verdict.unexpected.push({ test, message });
  };
  for (const file of results.testResults) {
    const name = repoRelative(file.name, repo);
    let failedTests = 0;
    for (const t of file.assertionResults) {
      const id = [name, ...t.ancestorTitles, t.title].join(' > ');
      if (t.status === 'passed') {
        verdict.passed++;
        if (reasons.has(id)) {
          seen.add(id);
          verdict.stale.push(id);
        }
      } else if (t.status === 'failed') {
        failedTests++;
        fail(id, (t.failureMessages ?? []).join('\n'));
      } else verdict.skipped++;
    }
    // A file that failed with no failing test: it did not load, or a hook outside the tests threw.
    if (file.status === 'failed' && failedTests === 0) fail(name, file.message ?? 'the test file failed outside its tests');
  }
  if (!runEnd) verdict.unexpected.push({ test: '(the run)', message: 'vitest did not finish its run (no run-end record): it crashed or was stopped' });
  else {
    if (runEnd.reason === 'interrupted') verdict.unexpected.push({ test: '(the run)', message: 'vitest reports the run as interrupted' });
    for (const e of runEnd.unhandledErrors) {
      verdict.unexpected.push({ test: '(an error outside the tests)', message: `${e.name}${e.code ? ` [${e.code}]` : ''}: ${e.message}\n${e.stack}` });
    }
  }
  // An entry of a file that ran but whose test is not there (renamed or removed); a run of part of the lane says
  // nothing about the files it left out.
  const ran = new Set(results.testResults.map((file) => repoRelative(file.name, repo)));
  for (const entry of allowList) if (!seen.has(entry.test) && ran.has(entry.test.split(' > ')[0]!)) verdict.stale.push(entry.test);
  return verdict;
}

function main(resultsPath: string, runEndPath: string, allowListPath: string): number {
  if (!existsSync(resultsPath)) {
    console.error('windows-lane: FAILED: vitest wrote no results under Wine (see its log above)');
    return 1;
  }
  const results = JSON.parse(readFileSync(resultsPath, 'utf8')) as VitestJson;
  const runEnd = existsSync(runEndPath) ? (JSON.parse(readFileSync(runEndPath, 'utf8')) as RunEnd) : null;
  const allowList = JSON.parse(readFileSync(allowListPath, 'utf8')) as AllowList;
  const repo = fileURLToPath(new URL('../..', import.meta.url));
  const verdict = judge(results, runEnd, allowList.knownFailures, repo);
  for (const { file, reason } of allowList.notRunAsWindowsCode) console.log(`windows-lane: not run as Windows code: ${file}\n    ${reason}`);
  for (const { test, reason } of verdict.allowed) console.log(`windows-lane: known Wine limitation: ${test}\n    ${reason}`);
  for (const test of verdict.stale) console.log(`windows-lane: note: allow-listed but did not fail under Wine (remove it from the allow-list?): ${test}`);
  for (const { test, message } of verdict.unexpected) console.error(`windows-lane: FAILED under Windows: ${test}\n${message.split('\n').slice(0, 12).join('\n')}`);
  const total = verdict.passed + verdict.unexpected.length + verdict.allowed.length;
  if (total === 0) {
    console.error('windows-lane: FAILED: no test ran');
    return 1;
  }
  console.log(
    `windows-lane: ${verdict.allowed.length} known Wine limitations failed as allow-listed; ` +
      `${allowList.notRunAsWindowsCode.length} test files not run as Windows code`,
  );
  // Failed counts only what the allow-list does not excuse: the lane's verdict.
  console.log(`windows-lane: ${verdict.passed} passed, ${verdict.unexpected.length} failed, ${verdict.skipped} skipped`);
  return verdict.unexpected.length === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [resultsPath, runEndPath, allowListPath] = process.argv.slice(2);
  if (!resultsPath || !runEndPath || !allowListPath) {
    console.error('usage: node scripts/windows-lane/check-results.ts <vitest-results.json> <run-end.json> <wine-allow-list.json>');
    process.exit(2);
  }
  process.exitCode = main(resultsPath, runEndPath, allowListPath);
}
