// The catalogue the doctor probes is held against the ScriptEngine reference and the tool table: every member it
// probes is one the reference documents for that owner's class, and every tool it names exists.
import { describe, expect, it } from 'vitest';
import { findApiMember, scriptEngineApiReference } from '../scriptengine-api/scriptengine-api.ts';
import { API_REQUIREMENTS, PROBE_OWNERS, requiredTools, type ProbeOwner } from './capabilities.ts';
import { toolTable } from './codesys-doctor.ts';
import { createCodesysDomain } from '../index.ts';
import { startToolHarness } from '../../mcp/test-support/tool-harness.ts';

/** The reference class of each owner the probe templates reach. */
const OWNER_CLASS: Record<Exclude<ProbeOwner, 'scriptengine'>, string> = {
  projects: 'ScriptProjects',
  system: 'System',
  online: 'ScriptOnline',
  librarymanager: 'LibManager',
  device_repository: 'ScriptDeviceRepository',
  project: 'ScriptProject',
  application: 'ScriptApplication',
  user_management: 'ScriptUserManagement',
  library_manager: 'ScriptLibManObject',
  online_application: 'ScriptOnlineApplication',
  online_device: 'ScriptOnlineDevice',
};

describe('the doctor\'s capability catalogue', () => {
  it('probes members the ScriptEngine reference documents for the owner\'s class, or says where else each is known from', () => {
    const reference = scriptEngineApiReference();
    const unknown: string[] = [];
    for (const requirement of API_REQUIREMENTS) {
      const [first, ...rest] = requirement.member.split('.');
      if (requirement.owner === 'scriptengine') {
        const global = reference.globals[first!];
        if (!global) unknown.push(requirement.id);
        else if (rest.length === 1 && !reference.classes[first!]?.members[rest[0]!]) unknown.push(requirement.id);
      } else if (!findApiMember(reference, OWNER_CLASS[requirement.owner], first!)) {
        unknown.push(requirement.id);
      }
    }
    const unsourced = unknown.filter((id) => !API_REQUIREMENTS.find((r) => r.id === id)!.outsideReference);
    expect(unsourced).toEqual([]);
    expect(new Set(API_REQUIREMENTS.map((r) => r.owner))).toEqual(new Set(PROBE_OWNERS));
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
    const rows = toolTable(['codesys_set_symbol_access', 'codesys_get_symbol_config'], { members: [], paths });
    expect(rows).toEqual([
      { name: 'codesys_get_symbol_config', status: 'available', reasons: [] },
      { name: 'codesys_set_symbol_access', status: 'unavailable', reasons: [{ kind: 'missing_member', text: `no SymbolAccess members: ${paths[0]!.detail}` }] },
    ]);
  });
});
