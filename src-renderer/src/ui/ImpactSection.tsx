// What a code edit does to the machine, above its diff: safety-relevant items first and marked, each item with the
// I/O address it drives or reads and a link to its line in the diff. Short at tray size: the first few items show,
// the rest open on request, and a large family of plain effects is one line. An analysis that could not finish says so; it never guesses.
import { useId, useState } from 'react';
import type { ImpactItem, ImpactLocation, ImpactReport } from '../../../src-shared/impact.ts';
import { plural } from '../format.ts';
import { Tag } from './StatusBadge.tsx';

/** Entries shown before "Show N more": enough for the flagged ones and the main effect at 420 px. */
const SHOWN_FIRST = 4;
/** A signal family with more plain effects than this is capped: its first FAMILY_SHOWN, then one line for the rest. */
const FAMILY_CAP = 5;
const FAMILY_SHOWN = 2;

/** One line of the list: an effect, or the rest of a large family of plain effects in one line. */
type Entry = { kind: 'item'; item: ImpactItem } | { kind: 'rest'; family: string; items: ImpactItem[] };

/** `History[12]` and `History[13].Count` are the family `History`; `fbPress.PT` is `fbPress`. */
const familyOf = (subject: string) => /^[^.[]*/.exec(subject)![0].toLowerCase();

/**
 * The effects in their order, a large family of plain ones (no safety mark, no I/O address) capped: a 3,000-line
 * edit of a history buffer reads as two of its effects and "and 2,998 more, all on History[…], no I/O". Safety and
 * I/O effects are never inside a cap.
 */
export function impactEntries(items: readonly ImpactItem[]): Entry[] {
  const plain = (item: ImpactItem) => item.safety.length === 0 && !item.address;
  const families = new Map<string, ImpactItem[]>();
  for (const item of items) if (plain(item)) families.set(familyOf(item.subject), [...(families.get(familyOf(item.subject)) ?? []), item]);
  const entries: Entry[] = [];
  for (const item of items) {
    const family = plain(item) ? families.get(familyOf(item.subject))! : null;
    if (!family || family.length <= FAMILY_CAP) entries.push({ kind: 'item', item });
    else if (family.indexOf(item) < FAMILY_SHOWN) {
      entries.push({ kind: 'item', item });
      if (family.indexOf(item) === FAMILY_SHOWN - 1) entries.push({ kind: 'rest', family: /^[^.[]*/.exec(item.subject)![0], items: family.slice(FAMILY_SHOWN) });
    }
  }
  return entries;
}

export function ImpactSection({ impact, onShowLine }: { impact: ImpactReport; onShowLine?: (at: ImpactLocation) => void }) {
  const headingId = useId();
  const [all, setAll] = useState(false);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const flagged = impact.items.filter((item) => item.safety.length > 0).length;
  const entries = impactEntries(impact.items).flatMap((entry): Entry[] => (entry.kind === 'rest' && opened.has(entry.family) ? entry.items.map((item) => ({ kind: 'item', item })) : [entry]));
  const shown = all ? entries : entries.slice(0, Math.max(SHOWN_FIRST, flagged));
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
          {shown.map((entry, i) =>
            entry.kind === 'item' ? (
              <ImpactRow key={i} item={entry.item} {...(onShowLine ? { onShowLine } : {})} />
            ) : (
              <li key={i} className="impact-item impact-rest">
                <span className="impact-text">
                  and {entry.items.length.toLocaleString('en-US')} more {entry.items.length === 1 ? 'effect' : 'effects'}, all on {entry.family}[…] or its members, no I/O and none safety-relevant.
                </span>{' '}
                <button type="button" className="link-button" onClick={() => {
                    setOpened(new Set([...opened, entry.family]));
                    setAll(true);
                  }}
                >
                  Show them
                </button>
              </li>
            ),
          )}
        </ul>
      )}
      {impact.status === 'complete' && impact.unresolved && <p className="callout callout-warn impact-unresolved">{impact.unresolved}</p>}
      {impact.status === 'complete' && shown.length < entries.length && (
        <button type="button" className="button button-small" onClick={() => setAll(true)}>
          Show {plural(entries.slice(shown.length).reduce((n, entry) => n + (entry.kind === 'item' ? 1 : entry.items.length), 0), 'more effect')}
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
