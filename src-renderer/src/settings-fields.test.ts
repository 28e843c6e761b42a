import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src-shared/settings-schema.ts';
import { readField, settingsSections, validateSettings, writeField } from './settings-fields.ts';

describe('the settings form model', () => {
  it('offers every editable setting, grouped, with enum choices from the schema', () => {
    const sections = settingsSections(defaultSettings());
    expect(sections.map((s) => s.title)).toEqual(['General', 'Approvals', 'Safety', 'OpenPLC', 'CODESYS', 'Agents (MCP)', 'Desktop app', 'Audit forwarding (syslog)', 'Git commits']);
    const fields = sections.flatMap((s) => s.fields);
    const byId = new Map(fields.map((f) => [f.path.join('.'), f]));
    expect(byId.get('port')).toMatchObject({ kind: 'number', label: 'Port' });
    expect(byId.get('safety.patterns')).toMatchObject({ kind: 'list', label: 'Safety-relevant words' });
    expect(byId.get('safety.projectSignals')).toMatchObject({ kind: 'list', label: 'Safety-relevant signals per project' });
    expect(byId.get('safety.projectAddresses')).toMatchObject({ kind: 'list', label: 'Safety-relevant I/O addresses per project' });
    expect(byId.get('projectRoots')).toMatchObject({ kind: 'list' });
    expect(byId.get('codesys.mode')).toMatchObject({ kind: 'choice', options: ['persistent', 'headless'] });
    expect(byId.get('git.mode')).toMatchObject({ kind: 'choice', options: ['current-branch', 'agent-branch', 'off'] });
    expect(byId.get('auditForwarding.protocol')).toMatchObject({
      kind: 'choice',
      options: ['tcp', 'tls', 'udp', 'relp'],
      optionLabels: { tcp: 'TCP', tls: 'TCP with TLS', udp: 'UDP (no delivery check)', relp: 'RELP (acknowledged)' },
    });
    expect(byId.get('git.projects')).toMatchObject({ kind: 'list', label: 'Per project folder' });
    expect(byId.get('codesys.autoLaunch')).toMatchObject({ kind: 'boolean' });
    expect(byId.get('desktop.startAtLogin')).toMatchObject({ kind: 'boolean', label: 'Start Interlock when you log in' });
    // The version is fixed, and always-approved tools have their own list with Forget buttons.
    expect(byId.has('version')).toBe(false);
    expect(byId.has('approvals.alwaysApproveTools')).toBe(false);
  });

  it('edits one field without touching the others', () => {
    const before = defaultSettings();
    const after = writeField(before, ['codesys', 'profile'], 'CODESYS V3.5 SP21');
    expect(readField(after, ['codesys', 'profile'])).toBe('CODESYS V3.5 SP21');
    expect(after.codesys.mode).toBe(before.codesys.mode);
    expect(before.codesys.profile).toBe('');
  });

  it("reports an invalid value against its field, as main's schema would", () => {
    const draft = writeField(writeField(defaultSettings(), ['approvals', 'timeoutSeconds'], 1), ['port'], 80);
    const result = validateSettings(draft);
    expect(result.ok).toBe(false);
    expect(Object.keys(!result.ok ? result.errors : {})).toEqual(['port', 'approvals.timeoutSeconds']);
  });

  it('says what is wrong in plain words, never in the validator\'s terms', () => {
    const check = (path: string[], value: unknown) => {
      const result = validateSettings(writeField(defaultSettings(), path, value));
      return result.ok ? null : result.errors[path.join('.')];
    };
    expect(check(['port'], 80)).toBe('Too small: use 1024 or more.');
    expect(check(['port'], 70000)).toBe('Too large: use 65535 or less.');
    expect(check(['port'], Number.NaN)).toBe('Enter a number.');
    expect(check(['port'], 4000.5)).toBe('Enter a number.');
    expect(check(['codesys', 'mode'], 'sideways')).toBe('Choose one of: persistent, headless.');
    expect(check(['safety', 'projectAddresses'], ['C:\\Plants\\Line1 = GuardLock'])).toBe('write each line as: project folder or file = %QX0.6, %QB2');
    expect(check(['safety', 'projectAddresses'], ['C:\\Plants\\Line1 = %QX0.6, %qb2'])).toBeNull();
    for (const message of [check(['port'], 80), check(['approvals', 'timeoutSeconds'], 1)]) expect(message).not.toMatch(/expected|>=|<=/);
  });
});
