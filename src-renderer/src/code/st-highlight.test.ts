import { describe, expect, it } from 'vitest';
import { findInvisibles, markInvisiblesInHtml, splitInvisibles, stringsIn } from './invisible-chars.ts';
import { blockCommentStarts, highlightStLine, markRanges, plainLine } from './st-highlight.ts';

describe('Structured Text highlighting', () => {
  it('marks changed ranges over the token colours, an entity counting as one character, without breaking the nesting', () => {
    // `t := T#5s; (* <5 *)`: the changed "5s" and the "<5" inside the comment.
    const html = highlightStLine('t := T#5s; (* <5 *)', false, [
      { start: 7, end: 9 },
      { start: 14, end: 16 },
    ]);
    expect(html.replace(/<[^>]+>/g, '')).toBe('t := T#5s; (* &lt;5 *)');
    expect([...html.matchAll(/<mark class="diff-word">(.*?)<\/mark>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''))).toEqual(['5s', '&lt;5']);
    expect(html).toContain('hljs-comment');
    expect(markRanges('<span class="a">ab</span>c', [{ start: 1, end: 3 }])).toBe('<span class="a">a<mark class="diff-word">b</mark></span><mark class="diff-word">c</mark>');
    expect(plainLine('a<b', [{ start: 1, end: 2 }])).toBe('a<mark class="diff-word">&lt;</mark>b');
  });

  it('marks keywords, types, numbers, strings and comments, and escapes everything else', () => {
    const html = highlightStLine("IF x < 16 THEN s := '<b>'; END_IF // done");
    expect(html).toContain('<span class="hljs-keyword">IF</span>');
    expect(html).toContain('<span class="hljs-number">16</span>');
    expect(html).toContain('<span class="hljs-string">&#x27;&lt;b&gt;&#x27;</span>');
    expect(html).toContain('<span class="hljs-comment">// done</span>');
    expect(html).not.toContain('<b>');
  });

  it('carries a block comment over lines, ignoring openers inside strings and line comments', () => {
    const lines = ["x := '(*';", 'y := 1; // (* not a comment', 'z := 2; (* opens', 'still inside', 'closes *) w := 3;', 'after'];
    expect(blockCommentStarts(lines)).toEqual([false, false, false, true, true, false]);
    const inside = highlightStLine('still inside', true);
    expect(inside).toBe('<span class="hljs-comment">still inside</span>');
    expect(highlightStLine('closes *) w := 3;', true)).toMatch(/^<span class="hljs-comment">closes \*\)<\/span> w := <span class="hljs-number">3<\/span>;$/);
  });

  it('shows invisible characters by name in highlighted and plain lines', () => {
    expect(highlightStLine("s := 'a\u202eb';")).toContain('<span class="invisible-char" title="RLO: an invisible character">RLO</span>');
    expect(plainLine('<x>\u200b')).toBe('&lt;x&gt;<span class="invisible-char" title="ZWSP: an invisible character">ZWSP</span>');
  });
});

describe('invisible characters', () => {
  it('counts each kind across texts and flags the direction-changing ones', () => {
    expect(findInvisibles(['a\u202eb\u202e', '\ufeffc\u0000', 'tab\tand\nnewline\r'])).toEqual([
      { name: 'RLO', count: 2, bidi: true },
      { name: 'BOM', count: 1, bidi: false },
      { name: 'NUL', count: 1, bidi: false },
    ]);
  });

  it('splits text around them and names unnamed controls by code point', () => {
    expect(splitInvisibles('a\u0007b')).toEqual([{ text: 'a' }, { text: '\u0007', invisible: 'U+0007' }, { text: 'b' }]);
    expect(markInvisiblesInHtml('plain')).toBe('plain');
  });

  it('finds strings in keys and nested values of the arguments', () => {
    expect([...stringsIn({ a: ['x', { 'k\u200b': 1 }], b: null })]).toEqual(['a', 'x', 'k\u200b', 'b']);
  });
});
