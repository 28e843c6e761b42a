// What a code edit does to the machine, above its diff: safety-relevant items first and marked, each item with the
// I/O address it drives or reads and a link to its line in the diff. Short at tray size: the first few items show,
// the rest open on request. An analysis that could not finish says so; it never guesses.
import { useId, useState } from 'react';
import type { ImpactItem, ImpactLocation, ImpactReport } from '../../../src-shared/impact.ts';
import { plural } from '../format.ts';
import { Tag } from './StatusBadge.tsx';

/** Items shown before "Show N more": enough for the flagged ones and the main effect at 420 px. */
const SHOWN_FIRST = 4;

export function ImpactSection({ impact, onShowLine }: { impact: ImpactReport; onShowLine?: (at: ImpactLocation) => void }) {
  const headingId = useId();
  const [all, setAll] = useState(false);
  const flagged = impact.items.filter((item) => item.safety.length > 0).length;
  const shown = all ? impact.items : impact.items.slice(0, Math.max(SHOWN_FIRST, flagged));
  return (
    <section className={`impact${flagged > 0 ? ' impact-safety' : ''}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="impact-title">
        Impact on the machine{' '}
        {impact.status === 'complete' && impact.items.length > 0 && <span className="muted">({plural(impact.items.length, 'effect')})</span>}
        {flagged > 0 && (
          <>
            {' '}
            <Tag tone="bad">{flagged === 1 ? 'Touches a safety signal' : `Touches safety signals (${flagged})`}</Tag>
          </>
        )}
      </h3>
      {impact.status !== 'complete' ? (
        <p className="callout callout-warn impact-unknown">
          <strong>Not analysed:</strong> {impact.reason ?? 'the analysis could not finish'}. Read the diff line by line.
        </p>
      ) : impact.items.length === 0 ? (
        <p className="muted impact-none">No effect on outputs, conditions, constants, calls or declarations found.</p>
      ) : (
        <ul className="impact-items">
          {shown.map((item, i) => (
            <ImpactRow key={i} item={item} {...(onShowLine ? { onShowLine } : {})} />
          ))}
        </ul>
      )}
      {impact.status === 'complete' && impact.unresolved && <p className="callout callout-warn impact-unresolved">{impact.unresolved}</p>}
      {impact.status === 'complete' && shown.length < impact.items.length && (
        <button type="button" className="button button-small" onClick={() => setAll(true)}>
          Show {plural(impact.items.length - shown.length, 'more effect')}
        </button>
      )}
    </section>
  );
}

function ImpactRow({ item, onShowLine }: { item: ImpactItem; onShowLine?: (at: ImpactLocation) => void }) {
  // The new text's line where there is one: that is what runs after the approval.
  const at = item.at.find((a) => a.side === 'new') ?? item.at[0];
  const safety = item.safety.length > 0;
  return (
    <li className={`impact-item impact-${item.kind}${safety ? ' impact-item-safety' : ''}`}>
      {safety && (
        <span className="impact-safety-tag">
          <Tag tone="bad">Safety</Tag> <span className="visually-hidden">({item.safety.join('; ')})</span>
        </span>
      )}{' '}
      <span className="impact-text">{item.text}</span>
      {safety && <span className="impact-why muted"> Matched: {item.safety.join('; ')}.</span>}{' '}
      {at && onShowLine && (
        <button type="button" className="link-button impact-line" onClick={() => onShowLine(at)} title={`${at.part}, ${at.side === 'new' ? 'new' : 'current'} text`}>
          line {at.line}
        </button>
      )}
    </li>
  );
}
