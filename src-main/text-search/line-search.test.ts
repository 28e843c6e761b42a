import { describe, expect, it } from 'vitest';
import { searchLines } from './line-search.ts';

const docs = ['PROGRAM main\r\n  Counter := Counter + 1;\r\nEND_PROGRAM', 'FUNCTION_BLOCK Motor\n  counter : INT;\nEND_FUNCTION_BLOCK'];

describe('searchLines', () => {
  it('finds literal text case-insensitively with 1-based line and column, every match on a line', () => {
    const { matches, truncated } = searchLines(docs, 'counter', { regex: false, caseSensitive: false, maxResults: 10 });
    expect(truncated).toBe(false);
    expect(matches.map((m) => [m.document, m.line, m.column])).toEqual([
      [0, 2, 3],
      [0, 2, 14],
      [1, 2, 3],
    ]);
    expect(matches[0]!.text).toBe('  Counter := Counter + 1;');
  });

  it('treats literal patterns literally and honours case and the first-per-line option', () => {
    expect(searchLines(docs, 'Counter + 1', { regex: false, caseSensitive: true, maxResults: 10 }).matches).toHaveLength(1);
    expect(searchLines(docs, '.*', { regex: false, caseSensitive: true, maxResults: 10 }).matches).toHaveLength(0);
    expect(searchLines(docs, 'counter', { regex: false, caseSensitive: true, maxResults: 10 }).matches).toHaveLength(1);
    expect(searchLines(docs, 'counter', { regex: false, caseSensitive: false, maxResults: 10, firstPerLine: true }).matches).toHaveLength(2);
  });

  it('supports regular expressions and stops at maxResults', () => {
    const result = searchLines(docs, '^END_\\w+', { regex: true, caseSensitive: true, maxResults: 1 });
    expect(result).toMatchObject({ truncated: true, matches: [{ document: 0, line: 3, column: 1 }] });
  });

  it('rejects an invalid or empty pattern with a clear error', () => {
    expect(() => searchLines(docs, '(unclosed', { regex: true, caseSensitive: false, maxResults: 5 })).toThrow(/not a valid regular expression/);
    expect(() => searchLines(docs, '', { regex: false, caseSensitive: false, maxResults: 5 })).toThrow(/must not be empty/);
  });

  it('stops a catastrophically backtracking pattern instead of freezing the control center', () => {
    const evil = ['a'.repeat(40) + '!'];
    expect(() => searchLines(evil, '^(a+)+$', { regex: true, caseSensitive: true, maxResults: 5, timeoutMs: 200 })).toThrow(/longer than 0.2 s .* backtracks catastrophically/);
  });
});
