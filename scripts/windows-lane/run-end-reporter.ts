// A vitest reporter for the Windows lane: writes how the run ended and its unhandled errors (an error thrown outside
// any test, such as a stream written after it ended) to the file $INTERLOCK_LANE_RUN_END. vitest's JSON report
// leaves both out, so without this an unhandled error under Windows would pass the lane.
import { writeFileSync } from 'node:fs';
import type { Reporter, TestRunEndReason } from 'vitest/node';

export interface RunEnd {
  reason: TestRunEndReason;
  unhandledErrors: Array<{ name: string; code?: string; message: string; stack: string }>;
}

export default class RunEndReporter implements Reporter {
  onTestRunEnd(...[, unhandledErrors, reason]: Parameters<NonNullable<Reporter['onTestRunEnd']>>): void {
    const out = process.env.INTERLOCK_LANE_RUN_END;
    if (!out) throw new Error('run-end-reporter: INTERLOCK_LANE_RUN_END names no file to write');
    const end: RunEnd = {
      reason,
      unhandledErrors: unhandledErrors.map((e) => ({
        name: e.name ?? 'Error',
        ...(typeof e.code === 'string' ? { code: e.code } : {}),
        message: e.message,
        stack: e.stack ?? '',
      })),
    };
    writeFileSync(out, JSON.stringify(end, null, 2));
  }
}
