// What the edit does to the machine's behaviour, beside its Impact: old and new simulated side by side. A
// difference shows its output (address, safety mark), the shortest input sequence found and a small timing chart,
// old against new, with the inputs that matter. "Same behaviour" is worded as tested, never as proven.
import { useId } from 'react';
import type { BehaviourDifference, BehaviourReport, BehaviourTrace } from '../../../src-shared/behaviour.ts';
import { Tag } from './StatusBadge.tsx';

export function BehaviourSection({ behaviour }: { behaviour: BehaviourReport }) {
  const headingId = useId();
  const flagged = behaviour.differences.filter((d) => d.safety.length > 0).length;
  return (
    <section className={`impact behaviour${flagged > 0 ? ' impact-safety' : ''}`} aria-labelledby={headingId} aria-busy={behaviour.status === 'running'}>
      <h3 id={headingId} className="impact-title">
        Behaviour, old against new{' '}
        {flagged > 0 && <Tag tone="bad">{flagged === 1 ? 'A safety-relevant output differs' : `Safety-relevant outputs differ (${flagged})`}</Tag>}
      </h3>
      {behaviour.status === 'running' ? (
        <p className="muted behaviour-running">{behaviour.summary}</p>
      ) : behaviour.status === 'not-simulated' ? (
        <p className="callout callout-warn impact-unknown">
          <strong>Not simulated:</strong> {behaviour.reason}. Judge the behaviour from the diff.
        </p>
      ) : (
        <p className={behaviour.status === 'same' ? 'behaviour-same' : 'behaviour-summary'}>{behaviour.summary}</p>
      )}
      {behaviour.differences.length > 0 && (
        <ul className="behaviour-differences">
          {behaviour.differences.map((d, i) => (
            <DifferenceRow key={i} difference={d} />
          ))}
        </ul>
      )}
      {behaviour.notes.length > 0 && (
        <ul className="behaviour-notes muted">
          {behaviour.notes.map((note, i) => (
            <li key={i}>{note}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DifferenceRow({ difference: d }: { difference: BehaviourDifference }) {
  const safety = d.safety.length > 0;
  return (
    <li className={`behaviour-difference${safety ? ' impact-item-safety' : ''}`}>
      {safety && (
        <>
          <Tag tone="bad">Safety</Tag>{' '}
        </>
      )}
      <span className="impact-text">{d.text}</span>
      {safety && <span className="impact-why muted"> Matched: {d.safety.join('; ')}.</span>}
      {d.chart.traces.length > 0 && <TimingChart difference={d} />}
    </li>
  );
}

const ROW = 22;
const LABEL = 118;
const WIDTH = 380;
const PLOT = WIDTH - LABEL - 8;

/** One row per signal: inputs as set, then the output in the current and in the new version; a line where they first differ. */
function TimingChart({ difference: d }: { difference: BehaviourDifference }) {
  const { endMs, traces } = d.chart;
  const x = (ms: number) => LABEL + (endMs > 0 ? (Math.min(ms, endMs) / endMs) * PLOT : 0);
  const height = traces.length * ROW + 18;
  const label = `Timing chart of ${d.output}, current and new version, with ${traces.filter((t) => t.role === 'input').map((t) => t.name).join(', ') || 'no inputs'}; they first differ at ${seconds(d.atMs)}.`;
  return (
    <svg className="behaviour-chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={label} preserveAspectRatio="xMinYMin meet">
      {traces.map((trace, row) => (
        <g key={row} transform={`translate(0 ${row * ROW})`} className={`chart-trace chart-${trace.role}`}>
          <text x={0} y={ROW / 2 + 4} className="chart-label">
            {trace.role === 'input' ? shortName(trace.name, 19) : `${trace.role === 'old' ? 'current' : 'new'}: ${shortName(trace.name, 11)}`}
          </text>
          <TraceLine trace={trace} x={x} endMs={endMs} />
        </g>
      ))}
      <line x1={x(d.atMs)} x2={x(d.atMs)} y1={0} y2={traces.length * ROW} className="chart-marker" />
      <text x={LABEL} y={height - 4} className="chart-axis">
        0 s
      </text>
      <text x={x(d.atMs)} y={height - 4} className="chart-axis" textAnchor="middle">
        {seconds(d.atMs)}
      </text>
      <text x={WIDTH - 8} y={height - 4} className="chart-axis" textAnchor="end">
        {seconds(endMs)}
      </text>
    </svg>
  );
}

function TraceLine({ trace, x, endMs }: { trace: BehaviourTrace; x: (ms: number) => number; endMs: number }) {
  const high = 5;
  const low = ROW - 5;
  if (trace.bool) {
    let path = '';
    trace.changes.forEach(([at, value], i) => {
      const y = value === 'TRUE' ? high : low;
      const next = trace.changes[i + 1]?.[0] ?? endMs;
      path += `${i === 0 ? 'M' : 'L'}${x(at).toFixed(1)} ${y} L${x(next).toFixed(1)} ${y} `;
    });
    return <path d={path} className="chart-line" />;
  }
  return (
    <>
      {trace.changes.map(([at, value], i) => {
        const next = trace.changes[i + 1]?.[0] ?? endMs;
        return (
          <g key={i}>
            <rect x={x(at)} y={high} width={Math.max(1, x(next) - x(at))} height={low - high} className="chart-box" />
            {x(next) - x(at) > 24 && (
              <text x={x(at) + 3} y={ROW / 2 + 4} className="chart-value">
                {value}
              </text>
            )}
          </g>
        );
      })}
    </>
  );
}

function shortName(name: string, max: number): string {
  return name.length > max ? `${name.slice(0, max - 1)}…` : name;
}

function seconds(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 10) / 100} s` : `${Math.round(ms)} ms`;
}
