// The catalogue the doctor probes is held against the ScriptEngine reference and the tool table: every member it
// probes is one the reference documents for that owner's class, and every tool it names exists. That it is derived
// from the code and current is scripts/capability-catalogue.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolTemplates } from '../../../scripts/capability-catalogue.ts';
import { findApiMember, scriptEngineApiReference } from '../scriptengine-api/scriptengine-api.ts';
import { API_REQUIREMENTS, LIMITED, PROBE_OWNER_CLASSES, requiredTools } from './capabilities.ts';
import { toolTable } from './codesys-doctor.ts';
import { createCodesysDomain } from '../index.ts';
import { startToolHarness } from '../../mcp/test-support/tool-harness.ts';

describe('the guesses the reference lists', () => {
  it('name the templates that make the call, and exactly the tools that run one of them', { timeout: 120_000 }, () => {
    const tools = toolTemplates();
    const reference = scriptEngineApiReference();
    // Six calls no source shows (the no-argument login() left with the template that used it): each is listed, none lost by accident.
    expect(reference.guesses.entries.length).toBeGreaterThanOrEqual(6);
    for (const guess of reference.guesses.entries) {
      const derived = [...tools].filter(([, templates]) => guess.templates.some((t) => templates.includes(t))).map(([name]) => name).sort();
      expect(guess.tools, guess.id).toEqual(derived);
      expect(guess.probe === null, `${guess.id}: either a probe or why none`).toBe(guess.not_probed !== null);
      const member = guess.call.match(/([a-z_]+)\(/)?.[1] ?? guess.call.split('.').at(-1)!;
      const sources = guess.templates.map((t) => findTemplate(join(import.meta.dirname, '..'), t));
      expect(sources.some((text) => text.includes(member)), `${guess.id}: a template makes the call (${member})`).toBe(true);
    }
  });
});

function findTemplate(codesysFolder: string, name: string): string {
  for (const toolset of ['online', 'objects', 'network', 'devices']) {
    try {
      const text = readFileSync(join(codesysFolder, toolset, 'templates', `${name}.py`), 'utf8');
      const helpers = /^# interlock-helpers:(.*)$/m.exec(text)?.[1]?.trim().split(/\s+/) ?? [];
      return [text, ...helpers.map((h) => readFileSync(join(codesysFolder, 'python-helpers', `${h}.py`), 'utf8'))].join('\n');
    } catch {
      // not in this toolset
    }
  }
  return '';
}

describe('the doctor\'s capability catalogue', () => {
  it('probes members the ScriptEngine reference documents for the owner\'s class', () => {
    const reference = scriptEngineApiReference();
    const unknown: string[] = [];
    for (const requirement of API_REQUIREMENTS) {
      const [first, ...rest] = requirement.member.split('.');
      if (requirement.owner === 'scriptengine') {
        const global = reference.globals[first!];
        if (!global) unknown.push(requirement.id);
        else if (rest.length === 1 && !reference.classes[first!]?.members[rest[0]!]) unknown.push(requirement.id);
      } else if (!findApiMember(reference, PROBE_OWNER_CLASSES[requirement.owner], first!)) {
        unknown.push(requirement.id);
      }
    }
    expect(unknown).toEqual([]);
    expect(API_REQUIREMENTS.length).toBeGreaterThan(100);
  });

  it('keeps by hand only the limits, each on a member the templates use, and never lets a tool need its own probe', () => {
    const ids = new Set(API_REQUIREMENTS.map((r) => r.id));
    expect(Object.keys(LIMITED).filter((id) => !ids.has(id))).toEqual([]);
    expect(API_REQUIREMENTS.filter((r) => r.effect === 'limited').map((r) => r.id).sort()).toEqual(Object.keys(LIMITED).sort());
    expect(requiredTools().has('codesys_self_test')).toBe(false);
    // The facts this session added: the user changes' login and the application-level source download.
    expect(API_REQUIREMENTS.find((r) => r.id === 'user_management.login')?.tools).toEqual(['codesys_add_project_user', 'codesys_grant_object_access', 'codesys_remove_project_user']);
    expect(API_REQUIREMENTS.find((r) => r.id === 'online_application.source_download')).toMatchObject({ effect: 'unavailable', tools: expect.arrayContaining(['codesys_source_download']) });
    expect(API_REQUIREMENTS.find((r) => r.id === 'online_device.download_source')).toMatchObject({ effect: 'limited' });
  });

  it('names only tools the CODESYS domain offers, and gives every tool a row', async () => {
    const harness = await startToolHarness({ tools: async (core) => (await createCodesysDomain(core)).tools });
    try {
      const offered = (await harness.client.listTools()).tools.map((t) => t.name);
      expect([...requiredTools()].filter((name) => !offered.includes(name))).toEqual([]);
      const rows = toolTable(offered, { members: [], paths: [] });
      expect(rows.map((r) => r.name).sort()).toEqual([...offered].sort());
    } finally {
      await harness.close();
    }
  });

  it('makes the symbol-access tool unavailable when no SymbolAccess members can be had, and only it', () => {
    const paths = [{ id: 'symbol_access' as const, status: 'fails' as const, detail: 'scriptengine.SymbolAccess is a hollow import (no members), and type(variable.maximal_access) does not give it: x' }];
    const members = API_REQUIREMENTS.map((r) => ({ id: r.id, status: 'present' as const, detail: null }));
    const rows = toolTable(['codesys_set_symbol_access', 'codesys_get_symbol_config'], { members, paths });
    expect(rows).toEqual([
      { name: 'codesys_get_symbol_config', status: 'available', reasons: [] },
      { name: 'codesys_set_symbol_access', status: 'unavailable', reasons: [{ kind: 'missing_member', text: `no SymbolAccess members: ${paths[0]!.detail}` }] },
    ]);
  });
});
