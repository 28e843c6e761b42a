// Line-by-line search of project text for the search tools (OpenPLC search_project, CODESYS codesys_search_code).
// An agent's regular expression runs in a separate V8 context with a time limit, so a catastrophic pattern such
// as (a+)+$ stops with a clear error instead of freezing the control center.
import { runInNewContext } from 'node:vm';
import { ToolError } from '../core/index.ts';

export interface SearchOptions {
  regex: boolean;
  caseSensitive: boolean;
  maxResults: number;
  /** Only the first match of each line (line-oriented results without columns). */
  firstPerLine?: boolean;
  timeoutMs?: number;
}

export interface LineMatch {
  /** Index of the document in the list passed in. */
  document: number;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** Characters matched, from `column` on. */
  length: number;
  /** The whole line, without its line break. */
  text: string;
}

export const SEARCH_TIMEOUT_MS = 2000;

// Runs inside the sandboxed context; its inputs arrive as data (`source`, `flags`, `documents`, ...), never as code.
const SEARCH_SCRIPT = `
(() => {
  const matcher = new RegExp(source, flags);
  const found = [];
  for (let d = 0; d < documents.length; d++) {
    const lines = documents[d].split('\\n');
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i].replace(/\\r$/, '');
      matcher.lastIndex = 0;
      for (let m = matcher.exec(line); m; m = matcher.exec(line)) {
        if (m[0] === '') { matcher.lastIndex++; continue; }
        if (found.length === maxResults) return { found, truncated: true };
        found.push([d, i + 1, m.index + 1, m[0].length, line]);
        if (firstPerLine) break;
      }
    }
  }
  return { found, truncated: false };
})()`;

export function searchLines(documents: readonly string[], pattern: string, options: SearchOptions): { matches: LineMatch[]; truncated: boolean } {
  if (pattern === '') throw new ToolError('pattern must not be empty');
  const source = options.regex ? pattern : escapeRegExp(pattern);
  const flags = options.caseSensitive ? 'g' : 'gi';
  try {
    new RegExp(source, flags);
  } catch (err) {
    throw new ToolError(`pattern is not a valid regular expression: ${(err as Error).message}`);
  }
  const timeout = options.timeoutMs ?? SEARCH_TIMEOUT_MS;
  let result: { found: Array<[number, number, number, number, string]>; truncated: boolean };
  try {
    result = runInNewContext(
      SEARCH_SCRIPT,
      { source, flags, documents: [...documents], maxResults: options.maxResults, firstPerLine: options.firstPerLine === true },
      { timeout },
    );
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      throw new ToolError(
        `The search took longer than ${timeout / 1000} s and was stopped; the regular expression probably backtracks catastrophically (nested repetition such as (a+)+). Simplify it.`,
      );
    }
    throw err;
  }
  return {
    matches: result.found.map(([document, line, column, length, text]) => ({ document, line, column, length, text })),
    truncated: result.truncated,
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
