// Every tool result is checked against the row's own output schema before it leaves the server, the way a client
// checks it: zod's parse, plus the keys zod would silently strip but the listed JSON Schema forbids
// (`additionalProperties: false`), which an SDK client refuses. A mismatch is Interlock's bug, never the agent's.
import type { z } from 'zod';

export interface ResultMismatch {
  tool: string;
  /** `path: message`, one per problem; the path is the zod issue path inside the result. */
  issues: string[];
}

/** The problems a client's validator would find in `value`, empty when the result matches its schema. */
export function resultIssues(schema: z.ZodType, value: unknown): string[] {
  const parsed = schema.safeParse(value);
  if (!parsed.success) return parsed.error.issues.map((i) => `${pathText(i.path)}: ${i.message}`);
  const stripped: PropertyKey[][] = [];
  collectStrippedKeys(value, parsed.data, [], stripped);
  return stripped.map((path) => `${pathText(path)}: not in the output schema`);
}

/**
 * Collects the keys of `value` that parsing dropped: a plain `z.object` strips them, its JSON Schema says
 * `additionalProperties: false`. It runs on every result, so it allocates only for what it finds.
 */
function collectStrippedKeys(value: unknown, parsed: unknown, path: PropertyKey[], found: PropertyKey[][]): void {
  if (Array.isArray(value) && Array.isArray(parsed)) {
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      collectStrippedKeys(value[i], parsed[i], path, found);
      path.pop();
    }
    return;
  }
  if (!isPlainObject(value) || !isPlainObject(parsed)) return;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const child = value[key];
    if (child === undefined) continue; // JSON drops it
    path.push(key);
    if (!Object.hasOwn(parsed, key)) found.push([...path]);
    else collectStrippedKeys(child, parsed[key], path, found);
    path.pop();
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pathText(path: readonly PropertyKey[]): string {
  return path.map(String).join('.') || '(root)';
}

type MismatchReporter = (mismatch: ResultMismatch) => void;

const logMismatch: MismatchReporter = ({ tool, issues }) => console.error(`[mcp] ${tool} returned a result that does not match its output schema (an Interlock bug): ${issues.join('; ')}`);
let reporter: MismatchReporter = logMismatch;

/** Reports a mismatch: to the log (console.error reaches it) unless a test installed its own reporter. */
export function reportResultMismatch(mismatch: ResultMismatch): void {
  reporter(mismatch);
}

/** Tests make a mismatch fail the test that caused it (test-support/strict-results.ts); returns the restore function. */
export function setResultMismatchReporter(next: MismatchReporter): () => void {
  reporter = next;
  return () => {
    reporter = logMismatch;
  };
}
