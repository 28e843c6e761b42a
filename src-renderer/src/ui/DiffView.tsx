// A diff as the person reviews it: bounded in height (it scrolls inside itself, never the page), lines wrapped so
// the end of a long line is never out of sight, Structured Text highlighted on every line, what changed within a
// line marked, invisible characters spelled out, side by side in two equal columns when there is room, and a jump
// from change to change. Long diffs render only the rows on screen, so a 5,000-line rewrite opens as fast as a
// one-line patch.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import { highlightStLine, plainLine, blockCommentStarts } from '../code/st-highlight.ts';
import { Segmented } from './Segmented.tsx';
import { plural } from '../format.ts';
import { changePartners, diffStats, findDiffLine, type DiffLocation, hunkLabel, lineCode, noteLabel, parseUnifiedDiff, toSplitRows, wordChanges, type DiffLine, type SplitRow } from '../diff-lines.ts';

/** Rows beyond this are virtualised; below it every row is in the page (find-in-page works on short diffs). */
export const VIRTUALISE_ABOVE = 400;
/** The height of an unwrapped row in px: the virtualiser's first guess before it measures a wrapped one. */
const ROW_HEIGHT = 20;
/** Container width from which the side-by-side view is the default. */
const SPLIT_FROM_PX = 900;
/** Narrower than this two columns of code would wrap nearly every line: side by side is not offered. */
const SPLIT_POSSIBLE_FROM_PX = 700;

type Mode = 'unified' | 'split';

/** A line to show, asked for from outside (an impact item's link); `seq` changes with every request. */
export interface DiffLineRequest extends DiffLocation {
  seq: number;
}

export function DiffView({ diff, title, goTo }: { diff: string; title: string; goTo?: DiffLineRequest | null }) {
  const parsed = useMemo(() => parseUnifiedDiff(diff), [diff]);
  const structuredText = isStructuredText(parsed, title);
  // File headers (---, +++, Index:, ====) say nothing the caption does not: the person reads code, not a patch.
  const lines = useMemo(() => parsed.filter((l) => l.kind !== 'file'), [parsed]);
  const { added, removed } = useMemo(() => diffStats(lines), [lines]);
  const render = useLineRenderer(lines, structuredText);
  const figureRef = useRef<HTMLElement>(null);
  const width = useWidth(figureRef);
  const [chosen, setChosen] = useState<Mode | null>(null);
  const splitPossible = width >= SPLIT_POSSIBLE_FROM_PX;
  const mode: Mode = splitPossible ? (chosen ?? (width >= SPLIT_FROM_PX ? 'split' : 'unified')) : 'unified';
  const splitRows = useMemo(() => (mode === 'split' ? toSplitRows(lines) : null), [lines, mode]);
  const starts = useMemo(() => changeStarts(splitRows ? splitRows.map(splitRowChanges) : lines.map(isChange)), [lines, splitRows]);
  const [jump, setJump] = useState<{ change: number; seq: number } | null>(null);
  // A new layout has other rows: the jump starts over.
  useEffect(() => setJump(null), [mode, diff]);
  const go = (step: 1 | -1) => {
    setPreferLine(false);
    setJump((current) => {
      const from = current?.change ?? (step === 1 ? -1 : starts.length);
      const change = Math.min(starts.length - 1, Math.max(0, from + step));
      return { change, seq: (current?.seq ?? 0) + 1 };
    });
  };
  // A line asked for from outside wins until the next jump: both count in one sequence, so the later one shows.
  const target = useMemo(() => (goTo ? findDiffLine(parsed, goTo) : undefined), [parsed, goTo]);
  const targetIndex = target === undefined ? -1 : splitRows ? splitRows.findIndex((r) => (r.kind === 'pair' ? r.left === target || r.right === target : r.line === target)) : lines.indexOf(target);
  const lineRequest = goTo && targetIndex >= 0 ? { index: targetIndex, seq: goTo.seq } : null;
  const jumpRequest = jump ? { index: starts[jump.change]!, seq: jump.seq } : null;
  const [preferLine, setPreferLine] = useState(false);
  useEffect(() => setPreferLine(goTo != null), [goTo]);
  const scrollTo = lineRequest && (preferLine || !jumpRequest) ? { ...lineRequest, seq: lineRequest.seq + 1_000_000 } : jumpRequest;
  const body: BodyProps = { title, render, scrollTo };

  return (
    <figure className="diff" ref={figureRef} data-mode={mode}>
      <figcaption className="diff-caption">
        <span className="diff-title">{title}</span>
        <span className="diff-caption-end">
          <span className="diff-stats">
            <span className="diff-added" aria-hidden="true">
              +{added}
            </span>{' '}
            <span className="diff-removed" aria-hidden="true">
              −{removed}
            </span>
            <span className="visually-hidden">
              {plural(added, 'line')} added, {removed} removed
            </span>
          </span>
          {starts.length > 1 && (
            <span className="diff-jump" role="group" aria-label="Go from change to change">
              <button type="button" className="button button-small" onClick={() => go(-1)} disabled={jump !== null && jump.change === 0} aria-label="Previous change">
                ↑
              </button>
              <span className="diff-jump-position" aria-live="polite">
                {jump ? `${jump.change + 1} of ${starts.length}` : plural(starts.length, 'change')}
              </span>
              <button type="button" className="button button-small" onClick={() => go(1)} disabled={jump !== null && jump.change === starts.length - 1} aria-label="Next change">
                ↓
              </button>
            </span>
          )}
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
      {splitRows ? <SplitBody {...body} rows={splitRows} lines={lines} /> : <UnifiedBody {...body} lines={lines} />}
    </figure>
  );
}

const isChange = (line: DiffLine) => line.kind === 'add' || line.kind === 'del';
const splitRowChanges = (row: SplitRow) => row.kind === 'pair' && row.left !== row.right;

/** The rows where a run of changed rows begins: the stops of "next change". */
function changeStarts(changed: readonly boolean[]): number[] {
  return changed.flatMap((c, i) => (c && !changed[i - 1] ? [i] : []));
}

type LineRenderer = (index: number) => string;

/**
 * Highlights a line on first use and keeps it: scrolling back and forth never highlights a line twice. A changed
 * line gets its syntax colours like any other, with the words that changed against its partner marked over them.
 */
function useLineRenderer(lines: readonly DiffLine[], structuredText: boolean): LineRenderer {
  return useMemo(() => {
    const cache = new Map<number, string>();
    const partners = changePartners(lines);
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
    return (index) => {
      let html = cache.get(index);
      if (html === undefined) {
        const line = lines[index]!;
        const code = lineCode(line);
        const partner = partners.get(index);
        const words = partner === undefined ? null : line.kind === 'del' ? wordChanges(code, lineCode(lines[partner]!)) : wordChanges(lineCode(lines[partner]!), code);
        const marks = words ? (line.kind === 'del' ? words.before : words.after) : [];
        const isCode = isChange(line) || line.kind === 'context';
        html = isCode && structuredText ? highlightStLine(code, inComment.get(index) ?? false, marks) : plainLine(code, marks);
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
  title: string;
  render: LineRenderer;
  /** The row to bring to the top of the body; `seq` changes with every jump, so jumping to the same row again works. */
  scrollTo: { index: number; seq: number } | null;
}

const SIGN: Record<DiffLine['kind'], string> = { add: '+', del: '-', context: ' ', hunk: '', file: '', note: '' };

function Code({ lines, index, render }: { lines: readonly DiffLine[]; index: number; render: LineRenderer }) {
  const line = lines[index]!;
  if (line.kind === 'hunk') return <span className="diff-hunk-label">{hunkLabel(line.text)}</span>;
  if (line.kind === 'note') return <span className="diff-note-label">{noteLabel(line.text)}</span>;
  return (
    <>
      <span className="diff-sign">{SIGN[line.kind]}</span>
      {/* Escaped by the highlighter (or escapeHtml); agent text never reaches the DOM as markup. */}
      <span className="diff-code" dangerouslySetInnerHTML={{ __html: render(index) || ' ' }} />
    </>
  );
}

/** Spread on a row: what the virtualiser needs to measure it (a wrapped row is taller than one line). */
interface RowProps {
  'data-index': number;
  ref?: Ref<HTMLTableRowElement>;
}

function UnifiedBody({ lines, ...body }: BodyProps & { lines: readonly DiffLine[] }) {
  return (
    <Rows
      {...body}
      count={lines.length}
      columns={
        <colgroup>
          <col className="diff-col-num" />
          <col className="diff-col-num" />
          <col />
        </colgroup>
      }
      row={(i, props) => {
        const line = lines[i]!;
        if (line.kind === 'hunk' || line.kind === 'note') {
          return (
            <tr key={i} {...props} className={`diff-line diff-${line.kind}`}>
              <td className="diff-text" colSpan={3}>
                <Code lines={lines} index={i} render={body.render} />
              </td>
            </tr>
          );
        }
        return (
          <tr key={i} {...props} className={`diff-line diff-${line.kind}`}>
            <td className="diff-num" aria-hidden="true">
              {line.oldLine ?? ''}
            </td>
            <td className="diff-num" aria-hidden="true">
              {line.newLine ?? ''}
            </td>
            <td className="diff-text">
              <Code lines={lines} index={i} render={body.render} />
            </td>
          </tr>
        );
      }}
    />
  );
}

function SplitBody({ rows, lines, ...body }: BodyProps & { rows: readonly SplitRow[]; lines: readonly DiffLine[] }) {
  const indexOf = useMemo(() => new Map(lines.map((l, i) => [l, i])), [lines]);
  const side = (line: DiffLine | undefined, number: number | undefined, which: 'old' | 'new') =>
    line ? (
      <>
        <td className={`diff-num diff-${line.kind}`} aria-hidden="true">
          {number ?? ''}
        </td>
        <td className={`diff-text diff-${line.kind}`}>
          <Code lines={lines} index={indexOf.get(line)!} render={body.render} />
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
      {...body}
      count={rows.length}
      columns={
        <colgroup>
          <col className="diff-col-num" />
          <col />
          <col className="diff-col-num" />
          <col />
        </colgroup>
      }
      row={(i, props) => {
        const row = rows[i]!;
        if (row.kind === 'full') {
          return (
            <tr key={i} {...props} className={`diff-line diff-${row.line.kind}`}>
              <td className="diff-text" colSpan={4}>
                <Code lines={lines} index={indexOf.get(row.line)!} render={body.render} />
              </td>
            </tr>
          );
        }
        return (
          <tr key={i} {...props} className="diff-line diff-pair">
            {side(row.left, row.left?.oldLine, 'old')}
            {side(row.right, row.right?.newLine, 'new')}
          </tr>
        );
      }}
    />
  );
}

interface RowsProps extends BodyProps {
  count: number;
  columns: ReactNode;
  row: (index: number, props: RowProps) => ReactNode;
}

/** The scrolling body. Past VIRTUALISE_ABOVE rows only the visible ones (plus a margin) are in the table. */
function Rows(props: RowsProps) {
  return props.count > VIRTUALISE_ABOVE ? <VirtualRows {...props} /> : <AllRows {...props} />;
}

function DiffBody({ title, children, bodyRef }: { title: string; children: ReactNode; bodyRef: RefObject<HTMLDivElement | null> }) {
  return (
    <div className="diff-body" ref={bodyRef} role="region" aria-label={`Changes to ${title}`} tabIndex={0}>
      {children}
    </div>
  );
}

/** Marks the row a jump went to, so the eye finds it after the scroll. */
function useCurrentRow(bodyRef: RefObject<HTMLDivElement | null>, scrollTo: BodyProps['scrollTo'], scroll: (body: HTMLDivElement, index: number) => void) {
  useEffect(() => {
    const body = bodyRef.current;
    if (!body || !scrollTo) return;
    scroll(body, scrollTo.index);
    // The virtualiser may render the row a frame later.
    const frame = requestAnimationFrame(() => {
      body.querySelectorAll('.diff-current').forEach((row) => row.classList.remove('diff-current'));
      body.querySelector(`tr[data-index="${scrollTo.index}"]`)?.classList.add('diff-current');
    });
    return () => cancelAnimationFrame(frame);
    // `scroll` is a fresh closure every render; `seq` says when to run.
  }, [bodyRef, scrollTo?.index, scrollTo?.seq]);
}

function AllRows({ count, title, columns, row, scrollTo }: RowsProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  useCurrentRow(bodyRef, scrollTo, (body, index) => {
    const target = body.querySelector(`tr[data-index="${index}"]`);
    if (target) body.scrollTop += target.getBoundingClientRect().top - body.getBoundingClientRect().top - ROW_HEIGHT;
  });
  const indexes = Array.from({ length: count }, (_, i) => i);
  return (
    <DiffBody title={title} bodyRef={bodyRef}>
      <table className="diff-table">
        {columns}
        <tbody>{indexes.map((i) => row(i, { 'data-index': i }))}</tbody>
      </table>
    </DiffBody>
  );
}

function VirtualRows({ count, title, columns, row, scrollTo }: RowsProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => bodyRef.current,
    estimateSize: () => ROW_HEIGHT,
    // A row without layout (a hidden card, a DOM-less test) keeps the estimate instead of collapsing to nothing.
    measureElement: (element) => element.getBoundingClientRect().height || ROW_HEIGHT,
    overscan: 20,
    // Before the first layout (and in DOM-less tests) assume a typical body so the first rows render at once.
    initialRect: { width: 800, height: 420 },
  });
  useCurrentRow(bodyRef, scrollTo, (_body, index) => virtualizer.scrollToIndex(Math.max(0, index - 1), { align: 'start' }));
  const items = virtualizer.getVirtualItems();
  const before = items.length > 0 ? items[0]!.start : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  return (
    <DiffBody title={title} bodyRef={bodyRef}>
      <table className="diff-table" aria-rowcount={count}>
        {columns}
        <tbody>
          {before > 0 && <tr aria-hidden="true" className="diff-spacer" style={{ height: before }} />}
          {items.map((item) => row(item.index, { 'data-index': item.index, ref: virtualizer.measureElement }))}
          {after > 0 && <tr aria-hidden="true" className="diff-spacer" style={{ height: after }} />}
        </tbody>
      </table>
    </DiffBody>
  );
}
