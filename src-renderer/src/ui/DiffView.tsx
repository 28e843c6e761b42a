// A diff as the person reviews it: bounded in height and width (it scrolls inside itself, never the page),
// Structured Text highlighted, invisible characters spelled out, side by side when there is room. Long diffs
// render only the rows on screen, so a 5,000-line rewrite opens as fast as a one-line patch.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { highlightStLine, plainLine, blockCommentStarts } from '../code/st-highlight.ts';
import { Segmented } from './Segmented.tsx';
import { diffStats, lineCode, parseUnifiedDiff, toSplitRows, type DiffLine, type SplitRow } from '../diff-lines.ts';

/** Rows beyond this are virtualised; below it every row is in the page (find-in-page works on short diffs). */
export const VIRTUALISE_ABOVE = 400;
/** Fixed row height in px: rows never wrap (long lines scroll sideways inside the diff), so every row is this tall. */
const ROW_HEIGHT = 20;
/** Container width from which the side-by-side view is the default. */
const SPLIT_FROM_PX = 980;
/** Narrower than this there is no room for two columns of code at all. */
const SPLIT_POSSIBLE_FROM_PX = 700;

type Mode = 'unified' | 'split';

export function DiffView({ diff, title }: { diff: string; title: string }) {
  const lines = useMemo(() => parseUnifiedDiff(diff), [diff]);
  const { added, removed } = useMemo(() => diffStats(lines), [lines]);
  const render = useLineRenderer(lines, isStructuredText(lines, title));
  const figureRef = useRef<HTMLElement>(null);
  const width = useWidth(figureRef);
  const [chosen, setChosen] = useState<Mode | null>(null);
  const splitPossible = width >= SPLIT_POSSIBLE_FROM_PX;
  const mode: Mode = splitPossible ? (chosen ?? (width >= SPLIT_FROM_PX ? 'split' : 'unified')) : 'unified';
  const longest = useMemo(() => lines.reduce((n, l) => Math.max(n, l.text.length), 0), [lines]);

  return (
    <figure className="diff" ref={figureRef} data-mode={mode}>
      <figcaption className="diff-caption">
        <span className="diff-title">{title}</span>
        <span className="diff-caption-end">
          <span className="diff-stats">
            <span className="diff-added">+{added}</span> <span className="diff-removed">−{removed}</span>
            <span className="visually-hidden">
              {' '}
              ({added} lines added, {removed} removed)
            </span>
          </span>
          {splitPossible && (
            <Segmented
              label="Diff layout"
              options={[
                { key: 'unified', text: 'Unified', pressed: mode === 'unified', onPress: () => setChosen('unified') },
                { key: 'split', text: 'Side by side', pressed: mode === 'split', onPress: () => setChosen('split') },
              ]}
            />
          )}
        </span>
      </figcaption>
      {mode === 'split' ? (
        <SplitBody lines={lines} title={title} render={render} longest={longest} />
      ) : (
        <UnifiedBody lines={lines} title={title} render={render} longest={longest} />
      )}
    </figure>
  );
}

type LineRenderer = (line: DiffLine, index: number) => string;

/** Highlights a line on first use and keeps it: scrolling back and forth never highlights a line twice. */
function useLineRenderer(lines: readonly DiffLine[], structuredText: boolean): LineRenderer {
  return useMemo(() => {
    const cache = new Map<number, string>();
    // Each side of the diff is its own file for the purpose of "does this line start inside a (* comment *)".
    const inComment = new Map<number, boolean>();
    if (structuredText) {
      for (const side of ['old', 'new'] as const) {
        const indexes: number[] = [];
        lines.forEach((l, i) => {
          if (l.kind === 'context' || (side === 'old' ? l.kind === 'del' : l.kind === 'add')) indexes.push(i);
        });
        const starts = blockCommentStarts(indexes.map((i) => lineCode(lines[i]!)));
        indexes.forEach((lineIndex, k) => {
          if (starts[k]) inComment.set(lineIndex, true);
        });
      }
    }
    return (line, index) => {
      let html = cache.get(index);
      if (html === undefined) {
        const code = lineCode(line);
        const isCode = line.kind === 'add' || line.kind === 'del' || line.kind === 'context';
        html = isCode && structuredText ? highlightStLine(code, inComment.get(index) ?? false) : plainLine(code);
        cache.set(index, html);
      }
      return html;
    };
  }, [lines, structuredText]);
}

const NOT_ST = /\.(xml|json|py|txt|md|csv|ya?ml|html?|js|ts)(\s|$)/i;

/** PLC edits are Structured Text unless the diff names a file that plainly is not. */
function isStructuredText(lines: readonly DiffLine[], title: string): boolean {
  if (NOT_ST.test(title)) return false;
  return !lines.some((l) => l.kind === 'file' && NOT_ST.test(l.text));
}

function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

interface BodyProps {
  lines: readonly DiffLine[];
  title: string;
  render: LineRenderer;
  longest: number;
}

const SIGN: Record<DiffLine['kind'], string> = { add: '+', del: '-', context: ' ', hunk: '', file: '', note: '' };

function Code({ line, index, render }: { line: DiffLine; index: number; render: LineRenderer }) {
  return (
    <>
      <span className="diff-sign">{SIGN[line.kind]}</span>
      {/* Escaped by the highlighter (or escapeHtml); agent text never reaches the DOM as markup. */}
      <span dangerouslySetInnerHTML={{ __html: render(line, index) || ' ' }} />
    </>
  );
}

function UnifiedBody({ lines, title, render, longest }: BodyProps) {
  const indexOf = useMemo(() => new Map(lines.map((l, i) => [l, i])), [lines]);
  return (
    <Rows
      count={lines.length}
      title={title}
      // Two number columns (~4.5em each) plus the code, in monospace characters.
      minWidth={`calc(${longest + 2}ch + 9em)`}
      columns={
        <colgroup>
          <col className="diff-col-num" />
          <col className="diff-col-num" />
          <col />
        </colgroup>
      }
      row={(i) => {
        const line = lines[i]!;
        return (
          <tr key={i} className={`diff-line diff-${line.kind}`}>
            <td className="diff-num" aria-hidden="true">
              {line.oldLine ?? ''}
            </td>
            <td className="diff-num" aria-hidden="true">
              {line.newLine ?? ''}
            </td>
            <td className="diff-text">
              <Code line={line} index={indexOf.get(line)!} render={render} />
            </td>
          </tr>
        );
      }}
    />
  );
}

function SplitBody({ lines, title, render, longest }: BodyProps) {
  const rows = useMemo(() => toSplitRows(lines), [lines]);
  const indexOf = useMemo(() => new Map(lines.map((l, i) => [l, i])), [lines]);
  const side = (line: DiffLine | undefined, number: number | undefined, which: 'old' | 'new') =>
    line ? (
      <>
        <td className="diff-num" aria-hidden="true">
          {number ?? ''}
        </td>
        <td className={`diff-text diff-${line.kind === 'context' ? 'context' : line.kind}`}>
          <Code line={line} index={indexOf.get(line)!} render={render} />
        </td>
      </>
    ) : (
      <>
        <td className="diff-num diff-empty" aria-hidden="true" />
        <td className="diff-text diff-empty">
          <span className="visually-hidden">{which === 'old' ? '(no line before)' : '(no line after)'}</span>
        </td>
      </>
    );
  return (
    <Rows
      count={rows.length}
      title={title}
      minWidth={`calc(${2 * (longest + 2)}ch + 9em)`}
      columns={
        <colgroup>
          <col className="diff-col-num" />
          <col />
          <col className="diff-col-num" />
          <col />
        </colgroup>
      }
      row={(i) => {
        const row: SplitRow = rows[i]!;
        if (row.kind === 'full') {
          return (
            <tr key={i} className={`diff-line diff-${row.line.kind}`}>
              <td className="diff-text" colSpan={4}>
                <Code line={row.line} index={indexOf.get(row.line)!} render={render} />
              </td>
            </tr>
          );
        }
        return (
          <tr key={i} className="diff-line diff-pair">
            {side(row.left, row.left?.oldLine, 'old')}
            {side(row.right, row.right?.newLine, 'new')}
          </tr>
        );
      }}
    />
  );
}

interface RowsProps {
  count: number;
  title: string;
  minWidth: string;
  columns: ReactNode;
  row: (index: number) => ReactNode;
}

/** The scrolling body. Past VIRTUALISE_ABOVE rows only the visible ones (plus a margin) are in the table. */
function Rows(props: RowsProps) {
  return props.count > VIRTUALISE_ABOVE ? <VirtualRows {...props} /> : <AllRows {...props} />;
}

function DiffBody({ title, children, bodyRef }: { title: string; children: ReactNode; bodyRef?: RefObject<HTMLDivElement | null> }) {
  return (
    <div className="diff-body" ref={bodyRef} role="region" aria-label={`Changes to ${title}`} tabIndex={0}>
      {children}
    </div>
  );
}

function AllRows({ count, title, minWidth, columns, row }: RowsProps) {
  const indexes = Array.from({ length: count }, (_, i) => i);
  return (
    <DiffBody title={title}>
      <table className="diff-table" style={{ width: `max(100%, ${minWidth})` }}>
        {columns}
        <tbody>{indexes.map(row)}</tbody>
      </table>
    </DiffBody>
  );
}

function VirtualRows({ count, title, minWidth, columns, row }: RowsProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => bodyRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 20,
    // Before the first layout (and in DOM-less tests) assume a typical body so the first rows render at once.
    initialRect: { width: 800, height: 420 },
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length > 0 ? items[0]!.start : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  return (
    <DiffBody title={title} bodyRef={bodyRef}>
      <table className="diff-table" style={{ width: `max(100%, ${minWidth})` }} aria-rowcount={count}>
        {columns}
        <tbody>
          {before > 0 && <tr aria-hidden="true" className="diff-spacer" style={{ height: before }} />}
          {items.map((item) => row(item.index))}
          {after > 0 && <tr aria-hidden="true" className="diff-spacer" style={{ height: after }} />}
        </tbody>
      </table>
    </DiffBody>
  );
}
