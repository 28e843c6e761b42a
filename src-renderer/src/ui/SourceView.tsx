// A project file, read-only, Structured Text highlighted, opened at one line (a diagnostic's). It scrolls inside
// its own bounded box and never grows wider than its container.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { blockCommentStarts, highlightStLine, plainLine } from '../code/st-highlight.ts';
import { useBridge } from '../store/interlock-context.tsx';
import { InlineError } from './InlineError.tsx';

/** Lines shown either side of the reported one in a very long file. */
const WINDOW_LINES = 2000;

export function SourceView({ target, file, line, onClose }: { target: string; file: string; line: number | undefined; onClose: () => void }) {
  const bridge = useBridge();
  const [source, setSource] = useState<{ text: string; truncated: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSource(null);
    setError(null);
    bridge.invoke('source:read', { target, file }).then(
      (value) => live && setSource(value),
      (err: unknown) => live && setError(err instanceof Error ? err.message : String(err)),
    );
    return () => {
      live = false;
    };
  }, [bridge, target, file]);

  const titleId = `source-${file.replace(/[^a-zA-Z0-9]+/g, '-')}`;
  return (
    <section className="source-view" aria-labelledby={titleId}>
      <header className="source-head">
        <h3 id={titleId}>
          <code>{file}</code>
          {line !== undefined && <span className="muted"> at line {line}</span>} <span className="muted">(read-only)</span>
        </h3>
        <button type="button" className="button button-small" onClick={onClose}>
          Close<span className="visually-hidden"> {file}</span>
        </button>
      </header>
      <InlineError error={error} />
      {!error && !source && <p className="muted" role="status">Opening {file}…</p>}
      {source && <SourceLines text={source.text} truncated={source.truncated} line={line} file={file} />}
    </section>
  );
}

function SourceLines({ text, truncated, line, file }: { text: string; truncated: boolean; line: number | undefined; file: string }) {
  const lines = useMemo(() => text.replace(/\r\n/g, '\n').split('\n'), [text]);
  const structuredText = /\.(st|iecst|scl|txt)$/i.test(file) || !/\.\w+$/.test(file);
  const first = line !== undefined ? Math.max(1, line - WINDOW_LINES) : 1;
  const last = Math.min(lines.length, (line ?? 1) + WINDOW_LINES);
  const html = useMemo(() => {
    const starts = structuredText ? blockCommentStarts(lines) : [];
    const out: string[] = [];
    for (let n = first; n <= last; n++) out.push(structuredText ? highlightStLine(lines[n - 1]!, starts[n - 1]) : plainLine(lines[n - 1]!));
    return out;
  }, [lines, structuredText, first, last]);
  const longest = useMemo(() => lines.slice(first - 1, last).reduce((n, l) => Math.max(n, l.length), 0), [lines, first, last]);
  const bodyRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const row = bodyRef.current?.querySelector<HTMLElement>('.source-line-target');
    const body = bodyRef.current;
    if (row && body) body.scrollTop = Math.max(0, row.offsetTop - body.clientHeight / 3);
  }, [html]);
  return (
    <div className="diff-body source-body" ref={bodyRef} role="region" aria-label={`Source of ${file}`} tabIndex={0}>
      <table className="diff-table source-table" style={{ width: `max(100%, calc(${longest + 2}ch + 6em))` }}>
        <colgroup>
          <col className="diff-col-num" />
          <col />
        </colgroup>
        <tbody>
          {html.map((code, i) => {
            const n = first + i;
            const target = n === line;
            return (
              <tr key={n} className={target ? 'source-line source-line-target' : 'source-line'} aria-current={target ? 'true' : undefined}>
                <td className="diff-num">{n}</td>
                {/* Escaped by the highlighter; file text never reaches the DOM as markup. */}
                <td className="diff-text" dangerouslySetInnerHTML={{ __html: code || ' ' }} />
              </tr>
            );
          })}
        </tbody>
      </table>
      {truncated && <p className="muted source-note">The file is longer than Interlock shows here; open it in your editor for the rest.</p>}
    </div>
  );
}
