// What the PLCs Interlock is logged in to are doing right now: connection and run state, forced values, and a
// watch list (the person's own expressions and the ones agents read) that updates while logged in. Its one change,
// releasing a force, is a call like an agent's: it goes through an approval card like every change to a running PLC.
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { FINISHED_STATUSES, type TargetState } from '../../../src-shared/app-state.ts';
import {
  MAX_EXPRESSION_CHARS,
  MAX_PERSON_WATCH,
  offlineState,
  ONLINE_EXPRESSION,
  type OnlineState,
  type WatchValue,
} from '../../../src-shared/online-state.ts';
import { formatAgo, forPerson, statusLabel } from '../format.ts';
import { routeHref } from '../routes.ts';
import { InlineError } from '../ui/InlineError.tsx';
import { Time } from '../ui/Time.tsx';
import { RUN_STATE } from '../plc-states.ts';
import { useApp, useBridge } from '../store/interlock-context.tsx';
import { useAction, useNow } from '../ui/hooks.ts';
import { EmptyState, Panel, ViewHeader } from '../ui/layout.tsx';
import { RowActionCell } from '../ui/RowAction.tsx';
import { Tag } from '../ui/StatusBadge.tsx';
import { ForcedBy, recordFor, Reconciliation, SafetyMark, UnknownForces } from '../ui/MachineLedger.tsx';


/** While logged in, values older than this are marked as not current (polling stopped or the PLC stopped answering). */
export const STALE_VALUES_MS = 10_000;

export function OnlineView() {
  const online = useApp((app) => app.online);
  const targets = useApp((app) => app.targets);
  // Every target that is or was online, and every CODESYS target (offline until something logs in), so the
  // person can prepare a watch list before an agent logs in.
  const shown = useMemo(() => {
    const ids = new Set([...Object.keys(online), ...Object.values(targets).flatMap((t) => (t.kind === 'codesys' ? [t.id] : []))]);
    return [...ids].sort().map((id) => ({ state: online[id] ?? offlineState(id, 0), target: targets[id] }));
  }, [online, targets]);
  return (
    <>
      <ViewHeader title="Online" subtitle="The running PLCs Interlock is logged in to, read live. Any change to a running PLC asks you on the Approvals page first." />
      {shown.length === 0 ? (
        <EmptyState title="No PLC that can go online">A CODESYS target appears here once Interlock knows one; its values are read while an agent has logged in to it.</EmptyState>
      ) : (
        shown.map(({ state, target }) => <OnlineTarget key={state.target} state={state} target={target} />)
      )}
    </>
  );
}

function OnlineTarget({ state, target }: { state: OnlineState; target: TargetState | undefined }) {
  const now = useNow(1000);
  const label = target?.label ?? state.target;
  const loggedIn = state.connection !== 'offline';
  const stale = loggedIn && state.updatedAt > 0 && now - state.updatedAt > STALE_VALUES_MS;
  const run = RUN_STATE[state.runState];
  return (
    <Panel title={label} className="online-target">
      <div className="online-status" data-target={state.target}>
        <p className="online-headline">
          {state.connection === 'logged-in' && <Tag tone="good">Logged in</Tag>}
          {state.connection === 'offline' && <Tag tone="neutral">Not logged in</Tag>}
          {state.connection === 'error' && <Tag tone="bad">Connection problem</Tag>}{' '}
          {loggedIn && (
            <span className={`run-state run-state-${state.runState}`} data-run-state={state.runState}>
              <Tag tone={run.tone}>{run.text}</Tag>
            </span>
          )}{' '}
          {state.updatedAt > 0 && (
            <span className="muted">
              read {formatAgo(state.updatedAt, now)}
              {stale && ' (not current)'}
            </span>
          )}
        </p>
        {state.error && (
          <p className="callout callout-bad" role="alert">
            <strong>The last read failed.</strong> {state.error}
          </p>
        )}
        {state.exceptions.length > 0 && (
          <div className="callout callout-bad" role="alert">
            <strong>The application reports {state.exceptions.length === 1 ? 'an exception' : `${state.exceptions.length} exceptions`}:</strong>
            <ul>
              {state.exceptions.map((message, i) => (
                <li key={i}>{message}</li>
              ))}
            </ul>
          </div>
        )}
        {!loggedIn && (
          <p className="muted">
            Nothing is read from this PLC until an agent logs in to it (you approve that on the Approvals page). Expressions you add now are read from then on.
          </p>
        )}
        {loggedIn && <OnlineFacts state={state} now={now} />}
      </div>
      {loggedIn ? <ForcedValues state={state} /> : <LedgerWhileOffline target={state.target} />}
      <WatchList state={state} label={label} stale={stale} />
    </Panel>
  );
}

function OnlineFacts({ state, now }: { state: OnlineState; now: number }) {
  const device = state.device;
  return (
    <dl className="facts online-facts">
      <div>
        <dt>Application</dt>
        <dd>{state.application ?? 'unknown'}</dd>
      </div>
      {device && (
        <div>
          <dt>Device</dt>
          <dd>
            {device.name}
            {(device.gateway || device.address) && (
              <span className="muted">
                {' '}
                ({[device.gateway, device.address].filter(Boolean).join(', ')})
              </span>
            )}
          </dd>
        </div>
      )}
      {state.project && (
        <div>
          <dt>Project</dt>
          <dd>{state.project}</dd>
        </div>
      )}
      <div>
        <dt>Online change</dt>
        <dd>{state.onlineChangePossible === null ? 'unknown' : state.onlineChangePossible ? 'possible' : 'not possible: only a full download'}</dd>
      </div>
      {state.lastDownload && (
        <div>
          <dt>Last download</dt>
          <dd>
            {state.lastDownload.kind === 'online-change' ? 'online change' : 'full download'} · version {state.lastDownload.version} ·{' '}
            {formatAgo(state.lastDownload.at, now)}
          </dd>
        </div>
      )}
      {state.operatingFlags.length > 0 && (
        <div>
          <dt>Operating state</dt>
          <dd className="online-flags">
            {state.operatingFlags.map((flag) => (
              <code key={flag}>{flag}</code>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** A release the person asked for from the Online view: its call's entry and what it releases. */
interface ReleaseRequest {
  entryId: string;
  what: string;
}
/**
 * The last release asked for, by target, kept while this window is open: the person leaves the view to approve the
 * release on its card and, back here, must still read how it ended.
 */
const lastRelease = new Map<string, ReleaseRequest>();

/**
 * Not logged in: the forces Interlock's ledger holds for any PLC, each "state on the PLC unknown" until a login. A
 * release needs a login: offered here, as the person's own login (no download) on a card.
 */
function LedgerWhileOffline({ target }: { target: string }) {
  const records = useApp((app) => app.plcLedger);
  const shown = Object.values(records).filter((r) => !r.live && (r.forces.length > 0 || r.lastDeed?.outcome === 'unknown'));
  if (shown.length === 0) return null;
  return (
    <section className="online-section" aria-label="Forced by Interlock, not read since">
      <h3>Forced by Interlock ({shown.reduce((n, r) => n + r.forces.length, 0)})</h3>
      {shown.map((record) => (
        <div key={record.key}>
          <UnknownForces record={record} headingLevel={4} />
          {record.forces.length > 0 && <LoginToRelease target={target} plc={record.key} />}
        </div>
      ))}
    </section>
  );
}

/** Releasing a force needs a login: the person's own, without a download, approved on its card like any login. */
function LoginToRelease({ target, plc }: { target: string; plc: string }) {
  const bridge = useBridge();
  const { busy, error, run } = useAction();
  const [entryId, setEntryId] = useState<string | null>(null);
  return (
    <div className="online-release-all">
      <button type="button" className="button button-small button-primary" disabled={busy || entryId !== null} onClick={() => run(async () => setEntryId((await bridge.invoke('online:login', { target, plc })).entryId))}>
        Log in to release
      </button>
      <span className="muted">Releasing a force needs a login to the PLC. This one downloads nothing: it reads what the PLC holds, then the forces can be released from the table.</span>
      {entryId && <CallProgress entryId={entryId} words={LOGIN_WORDS} />}
      <InlineError error={error} />
    </div>
  );
}

function ForcedValues({ state }: { state: OnlineState }) {
  const bridge = useBridge();
  const record = useApp((app) => recordFor(app.plcLedger, state));
  const ledger = new Map((record?.forces ?? []).map((f) => [f.expression.toLowerCase(), f]));
  const all = useAction();
  // The last release the person asked for here: its call's entry, followed through the queue to its card and outcome.
  const knownEntry = useApp((app) => {
    const remembered = lastRelease.get(state.target);
    return remembered !== undefined && app.queue.some((e) => e.id === remembered.entryId);
  });
  const [release, setRelease] = useState<ReleaseRequest | null>(() => (knownEntry ? lastRelease.get(state.target)! : null));
  const ask = async (expressions: string[] | null) => {
    const started = await bridge.invoke('online:release-force', { target: state.target, ...(expressions ? { expressions } : {}) });
    const request = { entryId: started.entryId, what: expressions ? expressions.join(', ') : 'every forced value' };
    lastRelease.set(state.target, request);
    setRelease(request);
  };
  return (
    <section className="online-section" aria-label={`Forced values (${state.forced.length})`}>
      <h3>Forced values ({state.forced.length})</h3>
      {release && <CallProgress entryId={release.entryId} words={releaseWords(release.what)} />}
      {record && <Reconciliation record={record} />}
      {state.forced.length === 0 ? (
        <p className="muted">Nothing is forced.</p>
      ) : (
        <>
          <p className="callout callout-warn online-forced-note">The PLC holds these values whatever the program computes, until they are unforced.</p>
          <div className="online-release-all">
            {/* With one value forced, its row's Release is the only one: "Release all 1" would say nothing more. */}
            {state.forced.length > 1 && (
              <button type="button" className="button button-small" disabled={all.busy} onClick={() => all.run(() => ask(null))}>
                Release all {state.forced.length}
              </button>
            )}
            <span className="muted">Each release asks you on the Approvals page first, like any change to a running PLC.</span>
            <InlineError error={all.error} />
          </div>
          <div className="table-scroll">
            <table className="data-table data-table-stack online-table">
              <thead>
                <tr>
                  <th scope="col">Expression</th>
                  <th scope="col">Forced to</th>
                  <th scope="col">I/O address</th>
                  <th scope="col">Safety</th>
                  <th scope="col">Forced by</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.forced.map((f) => {
                  const mine = ledger.get(f.expression.toLowerCase());
                  return (
                  <tr key={f.expression} data-expression={f.expression}>
                    <th scope="row">
                      <code>{f.expression}</code>
                    </th>
                    <td data-label="Forced to">
                      <code className="online-value">{f.value}</code>
                    </td>
                    <td data-label="I/O address">{mine?.address ? <code>{mine.address}</code> : <span className="muted">none known</span>}</td>
                    <td data-label="Safety">
                      <SafetyMark force={mine} />
                    </td>
                    <td data-label="Forced by">
                      <ForcedBy force={mine} />
                    </td>
                    <RowActionCell text="Release" subject={f.expression} action={() => ask([f.expression])} />
                  </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** How a call the person started here reads at each step. */
interface CallWords {
  doing: string;
  done: string;
  not: string;
}

const releaseWords = (what: string): CallWords => ({ doing: `Releasing ${what}`, done: `Released ${what}.`, not: 'Not released' });
const LOGIN_WORDS: CallWords = { doing: 'Logging in', done: 'Logged in.', not: 'Not logged in' };

/** Where a call the person asked for here stands: waiting for their approval (with its card), running, done or not. */
function CallProgress({ entryId, words }: { entryId: string; words: CallWords }) {
  const entry = useApp((app) => app.queue.find((e) => e.id === entryId));
  const card = useApp((app) => app.approvals.find((a) => a.entryId === entryId));
  let text: ReactNode;
  if (card) {
    text = (
      <>
        {words.doing} waits for your approval: <a href={routeHref('approvals', card.id)}>open its card</a>.
      </>
    );
  } else if (entry?.status === 'succeeded') text = words.done;
  else if (entry?.status === 'denied') text = `${words.not}: you denied it on its card, so nothing changed.`;
  else if (entry && FINISHED_STATUSES.has(entry.status)) text = `${words.not} (${statusLabel(entry.status).toLowerCase()}): ${forPerson(entry.error ?? 'nothing was changed')}`;
  else text = `${words.doing}…`;
  return (
    <p className="online-release-progress" role="status" data-entry-id={entryId}>
      {text}
    </p>
  );
}

function WatchList({ state, label, stale }: { state: OnlineState; label: string; stale: boolean }) {
  const loggedIn = state.connection !== 'offline';
  const mine = state.watch.filter((w) => w.source === 'person').length;
  return (
    <section className="online-section" aria-label={`Watch list of ${label}`}>
      <h3>Watch list ({state.watch.length})</h3>
      {state.watch.length === 0 ? (
        <p className="muted">No expressions yet. Add one below; variables an agent reads appear here too, for a few minutes.</p>
      ) : (
        <div className="table-scroll">
          <table className={`data-table data-table-stack online-table${stale ? ' online-stale' : ''}`}>
            <thead>
              <tr>
                <th scope="col">Expression</th>
                <th scope="col">Value</th>
                <th scope="col">Type</th>
                <th scope="col">On the list because</th>
                <th scope="col">Read</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.watch.map((w) => (
                <WatchRow key={w.expression} target={state.target} value={w} loggedIn={loggedIn} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AddWatch target={state.target} label={label} full={mine >= MAX_PERSON_WATCH} />
    </section>
  );
}

function WatchRow({ target, value: w, loggedIn }: { target: string; value: WatchValue; loggedIn: boolean }) {
  const bridge = useBridge();
  return (
    <tr data-expression={w.expression}>
      <th scope="row">
        <code>{w.expression}</code> {w.forced && <Tag tone="warn">forced</Tag>}
      </th>
      <td data-label="Value">
        {w.error ? (
          <span className="inline-error">{w.error}</span>
        ) : w.value === null ? (
          <span className="muted">{loggedIn ? 'not read yet' : 'not logged in'}</span>
        ) : (
          <code className="online-value" data-value>
            {w.value}
          </code>
        )}
      </td>
      <td data-label="Type">{w.type ? <code>{w.type}</code> : <span className="muted">unknown</span>}</td>
      <td data-label="On the list because">{w.source === 'person' ? 'you added it' : 'an agent read it'}</td>
      <td data-label="Read">{w.readAt === null ? <span className="muted">never</span> : <Time at={w.readAt} />}</td>
      {w.source === 'person' ? (
        <RowActionCell text="Remove" subject={w.expression} action={() => bridge.invoke('online:watch-remove', { target, expression: w.expression })} />
      ) : (
        <td className="actions-cell" />
      )}
    </tr>
  );
}

/** Why an expression cannot go on the watch list, in plain words; null when it can. */
export function watchExpressionProblem(expression: string): string | null {
  if (expression.length === 0) return 'Type a variable to watch, e.g. PLC_PRG.counter.';
  if (expression.length > MAX_EXPRESSION_CHARS) return `That is too long: an expression has at most ${MAX_EXPRESSION_CHARS} characters.`;
  if (/\s/.test(expression.replace(/\[[^\]]*\]/g, ''))) return 'Write the expression without spaces, e.g. PLC_PRG.counter.';
  if (!ONLINE_EXPRESSION.test(expression)) {
    return 'That is not a variable the PLC can read: use names joined by dots, with array indexes in brackets, e.g. GVL.axes[2].pos.';
  }
  return null;
}

function AddWatch({ target, label, full }: { target: string; label: string; full: boolean }) {
  const bridge = useBridge();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, error, run } = useAction();
  const inputId = `watch-add-${target}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const expression = text.trim();
    const invalid = watchExpressionProblem(expression);
    setProblem(invalid);
    if (invalid) return;
    const added = await run(() => bridge.invoke('online:watch-add', { target, expression }));
    if (added) setText('');
  };
  const message = problem ?? error;
  return (
    <form className="watch-add" onSubmit={submit} aria-label={`Add to the watch list of ${label}`}>
      <label htmlFor={inputId}>Watch an expression</label>
      <div className="watch-add-row">
        <input
          id={inputId}
          type="text"
          value={text}
          spellCheck={false}
          autoComplete="off"
          placeholder="PLC_PRG.counter"
          maxLength={MAX_EXPRESSION_CHARS + 1}
          aria-invalid={problem !== null}
          aria-describedby={message ? `${inputId}-problem` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
        />
        <button type="submit" className="button" disabled={busy || full}>
          Add
        </button>
      </div>
      {full && <p className="muted">The watch list holds at most {MAX_PERSON_WATCH} of your expressions; remove one first.</p>}
      {message && (
        <p className="inline-error" id={`${inputId}-problem`} role="alert">
          {message}
        </p>
      )}
    </form>
  );
}
