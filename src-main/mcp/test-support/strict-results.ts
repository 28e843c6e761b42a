// A vitest setup file (vitest.config.ts): a tool result that does not match its own output schema fails the test
// that produced it, whatever that test asserts. A test that provokes a mismatch on purpose takes it with
// `takeResultMismatches()`.
import { afterEach } from 'vitest';
import { setResultMismatchReporter, type ResultMismatch } from '../result-check.ts';

const seen: ResultMismatch[] = [];
setResultMismatchReporter((mismatch) => void seen.push(mismatch));

/** The mismatches reported since the test began; they no longer fail it. */
export function takeResultMismatches(): ResultMismatch[] {
  return seen.splice(0);
}

afterEach(() => {
  const found = takeResultMismatches();
  if (found.length > 0) {
    throw new Error(`A tool result did not match its output schema (an Interlock bug):\n${found.map((m) => `  ${m.tool}: ${m.issues.join('; ')}`).join('\n')}`);
  }
});
