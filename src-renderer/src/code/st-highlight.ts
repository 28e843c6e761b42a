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

/** One line of ST as HTML (escaped, with invisible characters spelled out), given whether it starts in a comment. */
export function highlightStLine(text: string, startsInComment = false): string {
  if (text.length > 4000) return markInvisiblesInHtml(escapeHtml(text)); // A minified blob: not worth the time.
  if (!startsInComment) return markInvisiblesInHtml(hljs.highlight(text, { language: 'iecst', ignoreIllegals: true }).value);
  const html = hljs.highlight(OPENER + text, { language: 'iecst', ignoreIllegals: true }).value;
  // The opener we added is the first "(*" in the output: markup never contains it, and escaping leaves it alone.
  const at = html.indexOf(OPENER);
  return markInvisiblesInHtml(at < 0 ? html : html.slice(0, at) + html.slice(at + OPENER.length));
}

/** A line of anything that is not ST: escaped, invisible characters spelled out. */
export function plainLine(text: string): string {
  return markInvisiblesInHtml(escapeHtml(text));
}
