// Structured Text (IEC 61131-3) highlighting for diffs and source views, with highlight.js and the
// highlightjs-structured-text grammar. Lines are highlighted one at a time (only the rows on screen, in a long
// diff), so a block comment that spans lines is carried over by a cheap scan instead of highlighting the file whole.
import hljs from 'highlight.js/lib/core';
import structuredText from 'highlightjs-structured-text';
import { markInvisiblesInHtml } from './invisible-chars.ts';

hljs.registerLanguage('iecst', structuredText);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/**
 * For each line, whether it starts inside a `(* … *)` block comment. Strings and `//` comments are skipped so a
 * `(*` inside them opens nothing. ST block comments do not nest in the standard, and CODESYS does not nest them.
 */
export function blockCommentStarts(lines: readonly string[]): boolean[] {
  const starts: boolean[] = [];
  let inComment = false;
  for (const line of lines) {
    starts.push(inComment);
    let quote: string | null = null;
    for (let i = 0; i < line.length; i++) {
      const c = line[i]!;
      if (inComment) {
        if (c === '*' && line[i + 1] === ')') {
          inComment = false;
          i++;
        }
      } else if (quote) {
        if (c === '$') i++; // ST escape: $' $" $$ …
        else if (c === quote) quote = null;
      } else if (c === "'" || c === '"') quote = c;
      else if (c === '/' && line[i + 1] === '/') break;
      else if (c === '(' && line[i + 1] === '*') {
        inComment = true;
        i++;
      }
    }
  }
  return starts;
}

const OPENER = '(*';

/**
 * One line of ST as HTML (escaped, with invisible characters spelled out), given whether it starts in a comment;
 * `changed` ranges of the line (what a diff changed within it) are wrapped in `<mark>` over the token colours.
 */
export function highlightStLine(text: string, startsInComment = false, changed: readonly Range[] = []): string {
  if (text.length > 4000) return plainLine(text, changed); // A minified blob: not worth the time.
  if (!startsInComment) return markInvisiblesInHtml(markRanges(hljs.highlight(text, { language: 'iecst', ignoreIllegals: true }).value, changed));
  const html = hljs.highlight(OPENER + text, { language: 'iecst', ignoreIllegals: true }).value;
  // The opener we added is the first "(*" in the output: markup never contains it, and escaping leaves it alone.
  const at = html.indexOf(OPENER);
  return markInvisiblesInHtml(markRanges(at < 0 ? html : html.slice(0, at) + html.slice(at + OPENER.length), changed));
}

/** A line of anything that is not ST: escaped, invisible characters spelled out, changed ranges marked. */
export function plainLine(text: string, changed: readonly Range[] = []): string {
  return markInvisiblesInHtml(markRanges(escapeHtml(text), changed));
}

interface Range {
  start: number;
  end: number;
}

/**
 * Wraps the characters of `ranges` (positions in the text the HTML shows, an entity counting as its one character)
 * in `<mark class="diff-word">`, closing and reopening the mark around tags so the markup stays well nested.
 */
export function markRanges(html: string, ranges: readonly Range[]): string {
  if (ranges.length === 0) return html;
  let out = '';
  let position = 0;
  let next = 0;
  let open = false;
  for (let i = 0; i < html.length; ) {
    while (next < ranges.length && position >= ranges[next]!.end) next++;
    const inRange = next < ranges.length && position >= ranges[next]!.start;
    if (open && !inRange) {
      out += '</mark>';
      open = false;
    }
    if (html[i] === '<') {
      const end = html.indexOf('>', i) + 1 || html.length;
      if (open) {
        out += '</mark>';
        open = false;
      }
      out += html.slice(i, end);
      i = end;
      continue;
    }
    if (inRange && !open) {
      out += '<mark class="diff-word">';
      open = true;
    }
    const length = html[i] === '&' ? html.indexOf(';', i) - i + 1 : 1;
    out += html.slice(i, i + length);
    i += length;
    position++;
  }
  return open ? out + '</mark>' : out;
}
