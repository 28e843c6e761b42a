// What Interlock did to each PLC, from its ledger (which survives IDE crashes and restarts of Interlock): forces it
// set and did not release, shown "state on the PLC unknown" until a login reads the PLC's own list again; what that
// read found (confirmed, released elsewhere, added by someone else); a change whose outcome is unknown. The Online
// view shows it per target, the Overview for every PLC.
import type { ReactNode } from 'react';
import type { OnlineState } from '../../../src-shared/online-state.ts';
import type { LedgerForce, PlcLedgerDeed, PlcLedgerRecord } from '../../../src-shared/plc-ledger.ts';
import { routeHref } from '../routes.ts';
import { useApp } from '../store/interlock-context.tsx';
import { Panel } from './layout.tsx';
import { Tag } from './StatusBadge.tsx';
import { Time } from './Time.tsx';

/** The ledger's record of the PLC an online state is logged in to (same project and application), if any. */
export function recordFor(records: Record<string, PlcLedgerRecord>, state: OnlineState): PlcLedgerRecord | undefined {
  if (state.connection === 'offline' || !state.project) return undefined;
  const application = state.application?.split('/').at(-1)?.toLowerCase();
  return Object.values(records).find((r) => r.live && r.project === state.project && r.application.toLowerCase() === application);
}

/** The PLCs with something the person must know: open forces, a reconciliation that found a difference, an unknown outcome. */
export function recordsToShow(records: Record<string, PlcLedgerRecord>): PlcLedgerRecord[] {
  return Object.values(records)
    .filter((r) => r.forces.length > 0 || reconciliationDiffers(r) || r.lastDeed?.outcome === 'unknown')
    .sort((a, b) => a.key.localeCompare(b.key));
}

function reconciliationDiffers(record: PlcLedgerRecord): boolean {
  const found = record.reconciliation;
  return found !== null && (found.releasedElsewhere.length > 0 || found.addedElsewhere.length > 0);
}

export function plcName(record: PlcLedgerRecord): string {
  const where = [record.device.gateway, record.device.address].filter(Boolean).join(', ');
  return `${record.application} on ${record.device.name ?? 'the device'}${where ? ` (${where})` : ''}`;
}

/** Who forced it through Interlock and when, or that someone else did. */
export function ForcedBy({ force }: { force: LedgerForce | undefined }) {
  if (!force) return <span className="muted">not recorded (forced before Interlock's ledger, or elsewhere)</span>;
  if (!force.by) return <Tag tone="warn">added by someone else</Tag>;
  return (
    <span className="ledger-by">
      Interlock: {force.by.agent}, card <code>{force.by.card.slice(0, 8)}</code>, <Time at={force.by.at} withDate />
      <span className="muted"> · approved by {force.by.approver}</span>
    </span>
  );
}

export function SafetyMark({ force }: { force: LedgerForce | undefined }) {
  if (!force) return <span className="muted">unknown</span>;
  return force.safety.length > 0 ? <Tag tone="bad">Safety: {force.safety.join('; ')}</Tag> : <span className="muted">none matched</span>;
}

/** A PLC whose state Interlock does not read now: the forces its ledger holds, with who set them. */
export function UnknownForces({ record, headingLevel = 3 }: { record: PlcLedgerRecord; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const since = record.unknownSince;
  return (
    <section className="ledger-plc" aria-label={`What Interlock did to ${plcName(record)}`} data-plc={record.key}>
      <Heading>{plcName(record)}</Heading>
      {!record.live && record.forces.length > 0 && (
        <p className="callout callout-warn ledger-unknown" role="note">
          <strong>State on the PLC unknown</strong>
          {since ? (
            <>
              {' '}
              since {since.why} (<Time at={since.at} withDate />)
            </>
          ) : null}
          : the PLC keeps running with these forces as far as Interlock knows. A login reads the PLC's own list and shows what it still holds.
        </p>
      )}
      {record.forces.length > 0 && (
        <ul className="ledger-forces">
          {record.forces.map((f) => (
            <li key={f.expression} data-expression={f.expression} data-status={record.live ? f.status : 'unknown'}>
              <code>{f.expression}</code>
              {f.value !== null && (
                <>
                  {' '}
                  = <code>{f.value}</code>
                </>
              )}
              {f.address && <span className="muted"> at {f.address}</span>} {f.safety.length > 0 && <Tag tone="bad">Safety</Tag>} — {forceWords(f, record.live)}
            </li>
          ))}
        </ul>
      )}
      <DeedUnknown deed={record.lastDeed} />
      <Reconciliation record={record} />
    </section>
  );
}

function forceWords(force: LedgerForce, live: boolean): ReactNode {
  if (!force.by) return <>added by someone else (not through Interlock){live ? '' : '; state on the PLC unknown'}</>;
  return (
    <>
      forced by Interlock ({force.by.agent}, card <code>{force.by.card.slice(0, 8)}</code>, <Time at={force.by.at} withDate />)
      {live ? (force.status === 'confirmed' ? ' — held on the PLC' : ' — not read yet') : ' — state on the PLC unknown'}
    </>
  );
}

function DeedUnknown({ deed }: { deed: PlcLedgerDeed | null }) {
  if (!deed || deed.outcome !== 'unknown') return null;
  return (
    <p className="callout callout-bad" role="note">
      <strong>Outcome unknown:</strong> {deedName(deed)} by {deed.by.agent} (card <code>{deed.by.card.slice(0, 8)}</code>, <Time at={deed.by.at} withDate />) was cut off: the IDE or
      Interlock ended before the PLC answered. Log in to see what the PLC holds.
    </p>
  );
}

function deedName(deed: PlcLedgerDeed): string {
  const names: Record<PlcLedgerDeed['action'], string> = {
    force: 'A force',
    unforce: 'A release of forces',
    write: 'A write',
    download: 'A download',
    'online-change': 'An online change',
    start: 'A start',
    stop: 'A stop',
    reset_warm: 'A warm reset',
    reset_cold: 'A cold reset',
    reset_origin: 'A reset to origin',
    create_boot_application: 'Storing the boot application',
  };
  return names[deed.action];
}

/** What the last fresh read of the PLC's forced list found against the ledger. */
export function Reconciliation({ record }: { record: PlcLedgerRecord }) {
  const found = record.reconciliation;
  if (!found || (found.confirmed.length === 0 && found.releasedElsewhere.length === 0 && found.addedElsewhere.length === 0)) return null;
  return (
    <div className="ledger-reconciliation" role="status" aria-label="What the PLC's own forced list showed">
      <p>
        <strong>The PLC's own forced list</strong>, read <Time at={found.at} withDate />:
      </p>
      <ul>
        {found.confirmed.length > 0 && (
          <li data-reconciled="confirmed">
            <Tag tone="good">Confirmed</Tag> still forced: {found.confirmed.map((e) => <code key={e}>{e} </code>)}
          </li>
        )}
        {found.releasedElsewhere.map((f) => (
          <li key={f.expression} data-reconciled="released-elsewhere">
            <Tag tone="info">Released elsewhere</Tag> <code>{f.expression}</code> was forced by Interlock ({f.by?.agent}, <Time at={f.by?.at ?? found.at} withDate />) and is no
            longer forced: someone released it outside Interlock.
          </li>
        ))}
        {found.addedElsewhere.length > 0 && (
          <li data-reconciled="added-elsewhere">
            <Tag tone="warn">Added by someone else</Tag> forced on the PLC, not by Interlock: {found.addedElsewhere.map((e) => <code key={e}>{e} </code>)}
          </li>
        )}
      </ul>
    </div>
  );
}

/** The Overview's part: every PLC with forces or a difference to report; nothing when there is none. */
export function MachineLedgerPanel() {
  const records = useApp((app) => app.plcLedger);
  const shown = recordsToShow(records);
  if (shown.length === 0) return null;
  const forces = shown.reduce((n, r) => n + r.forces.length, 0);
  return (
    <Panel title={`What Interlock did to PLCs${forces > 0 ? ` · ${forces} forced` : ''}`} className="machine-ledger">
      {shown.map((record) => (
        <UnknownForces key={record.key} record={record} />
      ))}
      <p className="muted">
        <a href={routeHref('online')}>Open the Online view</a> to see the live forced values and release them.
      </p>
    </Panel>
  );
}
