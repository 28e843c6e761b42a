// What a call will do to a running PLC, as the approval card shows it: for writes and forces first every expression
// with the I/O address it drives, the value it holds now and the value it gets (a safety-relevant one flagged, as a
// code edit's impact flags it), then one line of where (run state, device, application, project).
import type { PlcChangePreview as Preview } from '../../../src-shared/app-state.ts';
import { runStateWords } from '../plc-states.ts';
import { DiffView } from './DiffView.tsx';
import { MarkedText } from './MarkedText.tsx';
import { Tag } from './StatusBadge.tsx';

export function PlcChangePreview({ preview }: { preview: Preview }) {
  const running = preview.runState === 'run';
  const state = runStateWords(preview.runState);
  const flagged = (preview.values ?? []).filter((v) => v.safety && v.safety.length > 0);
  const values = preview.values ?? [];
  const effect = (
    <p className={`callout ${running ? 'callout-bad' : 'callout-warn'} plc-preview-effect`}>
      <strong>{state.sentence}</strong> {preview.effect}
    </p>
  );
  return (
    // The card's heading names the call; the values lead (what changes, where, now → after), then one line of where.
    <figure className="plc-preview" aria-label={preview.title}>
      {values.length === 0 && effect}
      {flagged.length > 0 && (
        <p className="callout callout-bad plc-values-safety" role="note">
          <Tag tone="bad">Safety</Tag> {flagged.length === 1 ? 'A safety-relevant signal' : `${flagged.length} safety-relevant signals`}:{' '}
          {flagged.map((v) => v.expression).join(', ')} (matched {[...new Set(flagged.flatMap((v) => v.safety!))].join('; ')}).
        </p>
      )}
      {values.length > 0 && (
        <table className="plc-values">
          <caption className="visually-hidden">Values before and after</caption>
          <thead>
            <tr>
              <th scope="col">Expression</th>
              <th scope="col">Now</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {values.map((v) => (
              <tr key={v.expression} data-expression={v.expression} className={v.safety && v.safety.length > 0 ? 'plc-value-safety' : undefined}>
                <th scope="row">
                  {v.safety && v.safety.length > 0 && (
                    <>
                      <Tag tone="bad">Safety</Tag>{' '}
                    </>
                  )}
                  <code>{v.expression}</code>
                  {v.address && (
                    <>
                      {' '}
                      <span className="plc-address" title="I/O address (AT declaration or IO mapping)">
                        <span className="visually-hidden">at </span>
                        {v.address}
                      </span>
                    </>
                  )}
                </th>
                <td className="plc-value-now">
                  {v.current === null ? <em>{v.currentError ?? 'not readable'}</em> : <MarkedText text={v.current} />}
                  {v.forced && <span className="plc-forced"> (forced)</span>}
                </td>
                <td className="plc-value-next">
                  <MarkedText text={v.next} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="plc-where" title={`Device: ${preview.device}\nApplication: ${preview.application}\nProject: ${preview.project}`}>
        <span data-testid="plc-run-state" data-run-state={preview.runState} className={`plc-state plc-state-${running ? 'run' : 'other'}`}>
          {state.text}
        </span>{' '}
        · <span className="visually-hidden">Device: </span>
        {preview.device} · <span className="visually-hidden">Application: </span>
        {lastPart(preview.application)} · <span className="visually-hidden">Project: </span>
        {lastPart(preview.project)}
      </p>
      {values.length > 0 && <p className="plc-preview-note">{preview.effect}</p>}
      {preview.plcHolds && preview.plcHolds.length > 0 && (
        <section className="plc-holds" aria-label="What the PLC holds, as far as Interlock knows">
          <h4>What the PLC holds, as far as Interlock knows</h4>
          <ul>
            {preview.plcHolds.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      {preview.changedObjects && preview.changedObjects.length > 0 && (
        <p className="plc-changed-objects" title={preview.changedObjects.join('\n')}>
          <strong>Changed since the last download:</strong> {preview.changedObjects.map((path) => path.split('/').at(-1)).join(', ')}
        </p>
      )}
      {preview.codeChanges && <DiffView diff={preview.codeChanges} title="Changed since the last download" />}
      {preview.note && <p className="plc-preview-note">{preview.note}</p>}
    </figure>
  );
}

/** The last part of a device path or a project file (the line says where; the tooltip has it in full). */
function lastPart(path: string): string {
  return path.split(/[\\/]/).filter(Boolean).at(-1) ?? path;
}
