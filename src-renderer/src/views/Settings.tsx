// The settings file, as a form. Main validates it again on save; an invalid file on disk is shown with a way out.
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type { SettingsView as SettingsFile, TrustWidening } from '../../../src-shared/contract.ts';
import type { AlwaysApproveRule, Settings } from '../../../src-shared/settings-schema.ts';
import { RULE_NEVER_COVERS, ruleWhere, ruleWho } from '../../../src-shared/always-approve.ts';
import { plural } from '../format.ts';
import { readField, settingsSections, validateSettings, writeField, type SettingsField } from '../settings-fields.ts';
import { useApp, useBridge } from '../store/interlock-context.tsx';
import { useAction } from '../ui/hooks.ts';
import { EmptyState, Panel, ViewHeader } from '../ui/layout.tsx';
import { TrustConfirm } from '../ui/TrustConfirm.tsx';
import { UiSessions } from './UiSessions.tsx';
import { InlineError } from '../ui/InlineError.tsx';

/** How long the save bar stays in view after a save, saying "Saved.". */
export const SAVED_SHOWN_MS = 6000;

export function SettingsView() {
  const bridge = useBridge();
  const runningPort = useApp((app) => (app.host.httpUrl ? Number(new URL(app.host.httpUrl).port) || null : null));
  const [file, setFile] = useState<SettingsFile | null>(null);
  const [draft, setDraft] = useState<Settings | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  // "Saved." shows in the bar at the bottom of the window, where the person clicked Save, then the bar lets go.
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [saved]);
  const [widening, setWidening] = useState<{ settings: Settings; list: TrustWidening[]; confirm: string } | null>(null);
  const load = useAction();
  const save = useAction();

  const adopt = (view: SettingsFile) => {
    setFile(view);
    setDraft(view.settings);
    setErrors({});
  };
  useEffect(() => {
    void load.run(async () => adopt(await bridge.invoke('settings:get', {})));
  }, [bridge, load.run]);

  const sections = useMemo(() => (file ? settingsSections(file.settings) : []), [file]);
  const alwaysApproved = useApp((app) => app.alwaysApproved);
  const dirty = file !== null && draft !== null && JSON.stringify(draft) !== JSON.stringify(file.settings);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setSaved(false);
    // Always-approved tools change through their own buttons; never write back a stale copy of that list.
    const candidate = normalizeLists(
      { ...draft, approvals: { ...draft.approvals, alwaysApproveTools: [...alwaysApproved] } },
      sections.flatMap((s) => s.fields),
    );
    const checked = validateSettings(candidate);
    if (!checked.ok) {
      setErrors(checked.errors);
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    await store(checked.settings);
  };

  /** Saves; a change that widens trust comes back once with what to confirm, then goes again with the code. */
  const store = async (settings: Settings, confirm?: string) => {
    const result = await save.run(() => bridge.invoke('settings:update', { settings, ...(confirm ? { confirm } : {}) }));
    if (!result) return;
    if (!result.saved) {
      setWidening({ settings, list: result.widening, confirm: result.confirm });
      return;
    }
    setWidening(null);
    adopt(result);
    setSaved(true);
  };

  const reset = async () => {
    const view = await save.run(() => bridge.invoke('settings:reset', {}));
    if (view) adopt(view);
  };

  return (
    <>
      <ViewHeader title="Settings" subtitle={file ? `Stored in ${file.path}` : undefined} />
      <InlineError error={load.error} prefix="Could not read the settings: " />
      {file?.error && (
        <div className="callout callout-bad" role="alert">
          <p>
            <strong>The settings file is invalid, so Interlock uses the defaults until it is fixed or reset.</strong>
          </p>
          <pre className="code-block">{file.error}</pre>
          <p>Fix the file by hand and reopen this page, or reset it: the invalid file is kept beside it.</p>
          <button type="button" className="button button-danger" onClick={reset} disabled={save.busy}>
            Reset settings to defaults
          </button>
        </div>
      )}
      <AlwaysApproved rules={alwaysApproved} />
      <UiSessions />
      {draft && (
        <form className="settings-form" onSubmit={onSubmit} noValidate>
          {sections.map((section) => (
            <Panel key={section.key} title={section.title}>
              <div className="field-grid">
                {section.fields.map((field) => (
                  <FieldInput
                    key={field.path.join('.')}
                    field={field}
                    value={readField(draft, field.path)}
                    error={errors[field.path.join('.')]}
                    problem={file?.problems?.[field.path.join('.')]}
                    note={field.path.join('.') === 'port' && file ? portNote(runningPort, file.settings.port) : undefined}
                    onChange={(value) => {
                      setSaved(false);
                      setDraft(writeField(draft, field.path, value));
                    }}
                  />
                ))}
              </div>
            </Panel>
          ))}
          {widening && (
            <TrustConfirm
              widening={widening.list}
              busy={save.busy}
              onConfirm={() => void store(widening.settings, widening.confirm)}
              onCancel={() => setWidening(null)}
            />
          )}
          <div className={dirty || saved ? 'form-actions form-actions-dirty' : 'form-actions'}>
            <button type="submit" className="button button-primary" disabled={!dirty || save.busy}>
              Save settings
            </button>
            <button type="button" className="button" disabled={!dirty || save.busy} onClick={() => file && adopt(file)}>
              Discard changes
            </button>
            <span role="status" className="form-status">
              {saved && !dirty ? 'Saved.' : Object.keys(errors).length > 0 ? `Fix the ${plural(Object.keys(errors).length, 'field')} marked above.` : dirty ? 'Unsaved changes.' : ''}
            </span>
            <InlineError error={save.error} />
          </div>
        </form>
      )}
      {file && <DevicePassword initiallySet={file.devicePasswordSet} />}
    </>
  );
}

/** Write-only: main never sends the password back, so the view shows whether one is set and lets the person replace or clear it. */
export function DevicePassword({ initiallySet }: { initiallySet: boolean }) {
  const bridge = useBridge();
  const { busy, error, run } = useAction();
  const [isSet, setIsSet] = useState(initiallySet);
  const [password, setPassword] = useState('');
  useEffect(() => setIsSet(initiallySet), [initiallySet]);
  const store = async (next: string) => {
    const result = await run(() => bridge.invoke('settings:device-password', { password: next }));
    if (!result) return;
    setIsSet(result.devicePasswordSet);
    setPassword('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== '') void store(password);
  };
  return (
    <Panel title="PLC device password">
      <form className="field field-narrow" onSubmit={onSubmit}>
        <label htmlFor="setting-device-password">Password of the PLC device user (CODESYS)</label>
        <input
          id="setting-device-password"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          value={password}
          placeholder={isSet ? 'Set (type a new one to replace it)' : 'Not set'}
          onChange={(e) => setPassword(e.target.value)}
          aria-describedby="setting-device-password-hint"
        />
        <p id="setting-device-password-hint" className="field-hint">
          {isSet ? 'A password is set.' : 'No password is set.'} Kept in its own file only you can read in Interlock's data folder, never in settings.json; never shown
          again, sent to agents, logged or written to the History.
        </p>
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={busy || password === ''}>
            {isSet ? 'Replace password' : 'Set password'}
          </button>
          <button type="button" className="button" disabled={busy || !isSet} onClick={() => void store('')}>
            Clear password
          </button>
        </div>
        <InlineError error={error} />
      </form>
    </Panel>
  );
}

function normalizeLists(settings: Settings, fields: SettingsField[]): Settings {
  let out = settings;
  for (const field of fields) {
    if (field.kind !== 'list') continue;
    const lines = (readField(out, field.path) as string[]).map((line) => line.trim()).filter(Boolean);
    out = writeField(out, field.path, lines);
  }
  return out;
}

/** The port in use and the one saved can differ: `--port` overrides it, and a saved change waits for a restart. */
export function portNote(running: number | null, saved: number): string | undefined {
  if (running === null) return undefined;
  if (running === saved) return `In use now: port ${running}.`;
  return `In use now: port ${running}. The saved port ${saved} applies from the next start.`;
}

function FieldInput({
  field,
  value,
  error,
  problem,
  note,
  onChange,
}: {
  field: SettingsField;
  value: unknown;
  error: string | undefined;
  /** Main's check of the saved value on this machine (e.g. the program is not found): a warning, not a form error. */
  problem?: string | undefined;
  /** What the person should know about the value in effect now (e.g. the port in use). */
  note?: string | undefined;
  onChange: (value: unknown) => void;
}) {
  const id = `setting-${field.path.join('-')}`;
  const describedBy =
    [field.hint ? `${id}-hint` : '', note ? `${id}-note` : '', error ? `${id}-error` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined };
  let input: ReactNode;
  switch (field.kind) {
    case 'boolean':
      return (
        <div className="field field-checkbox">
          <input type="checkbox" {...common} checked={value === true} onChange={(e) => onChange(e.target.checked)} />
          <label htmlFor={id}>{field.label}</label>
          {field.hint && <p id={`${id}-hint`} className="field-hint">{field.hint}</p>}
          {error && <p id={`${id}-error`} className="field-error">{error}</p>}
        </div>
      );
    case 'choices': {
      const chosen = new Set(value as string[]);
      return (
        <fieldset className="field field-choices" aria-describedby={describedBy}>
          <legend>{field.label}</legend>
          {field.hint && <p id={`${id}-hint`} className="field-hint">{field.hint}</p>}
          {field.options!.map((option) => (
            <div key={option} className="field-checkbox">
              <input
                type="checkbox"
                id={`${id}-${option}`}
                checked={chosen.has(option)}
                onChange={(e) => onChange(field.options!.filter((o) => (o === option ? e.target.checked : chosen.has(o))))}
              />
              <label htmlFor={`${id}-${option}`}>
                <code>{option}</code> <span className="choice-hint">{field.optionHints?.[option]}</span>
              </label>
            </div>
          ))}
          {error && <p id={`${id}-error`} className="field-error">{error}</p>}
        </fieldset>
      );
    }
    case 'number':
      input = (
        <input
          type="number"
          inputMode="numeric"
          {...common}
          value={Number.isFinite(value) ? String(value) : ''}
          onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
        />
      );
      break;
    case 'choice':
      input = (
        <select {...common} value={String(value)} onChange={(e) => onChange(e.target.value)}>
          {field.options!.map((option) => (
            <option key={option} value={option}>
              {field.optionLabels?.[option] ?? option}
            </option>
          ))}
        </select>
      );
      break;
    case 'list':
      // Every line shows (the safety words are 15 to start with): a list the person reads whole before editing it.
      input = (
        <textarea
          {...common}
          className="field-list"
          rows={Math.min(MAX_LIST_ROWS, Math.max(3, (value as string[]).length + 1))}
          value={(value as string[]).join('\n')}
          onChange={(e) => onChange(e.target.value.split('\n'))}
          spellCheck={false}
        />
      );
      break;
    case 'text':
      input = <input type="text" {...common} value={String(value)} onChange={(e) => onChange(e.target.value)} spellCheck={false} />;
      break;
  }
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      {input}
      {field.hint && <p id={`${id}-hint`} className="field-hint">{field.hint}</p>}
      {note && <p id={`${id}-note`} className="field-note">{note}</p>}
      {error && <p id={`${id}-error`} className="field-error">{error}</p>}
      {problem && <p id={`${id}-problem`} className="field-problem">{problem}</p>}
    </div>
  );
}

/** The most lines a list field shows before it scrolls (the schema allows up to 200 safety words). */
const MAX_LIST_ROWS = 40;

function AlwaysApproved({ rules }: { rules: AlwaysApproveRule[] }) {
  const bridge = useBridge();
  const { busy, error, run } = useAction();
  return (
    <Panel title="Always approved">
      {rules.length === 0 ? (
        <EmptyState title="Every change asks you first">What you choose “Always approve” for on an approval card is listed here, with where it applies.</EmptyState>
      ) : (
        <>
          <p className="muted">These calls run without asking, each tool only from whom and where it says (the Overview lists each call a rule let through). Forget one to be asked again.</p>
          <p className="muted">{RULE_NEVER_COVERS}</p>
          <ul className="always-list">
            {rules.map((rule) => {
              const where = `${ruleWho(rule)} ${ruleWhere(rule)}`;
              return (
                <li key={`${rule.tool}\0${rule.agent ?? ''}\0${rule.project ?? ''}\0${rule.within ?? ''}`}>
                  <span className="always-rule">
                    <code>{rule.tool}</code> <span className="always-where">{where}</span>
                  </span>
                  <button type="button" className="button button-small" disabled={busy} onClick={() => run(() => bridge.invoke('policy:forget-always', { rule }))}>
                    Forget<span className="visually-hidden"> {rule.tool} {where}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <InlineError error={error} />
    </Panel>
  );
}
