// The doctor's tool-to-member catalogue is derived from the code, never kept by hand: regenerating it gives the
// committed file (run `npm run catalogue:codesys` after changing a tool row or a template), and the derivation
// follows a tool's row to its templates and a template to the members it reaches.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../src-main/files/index.ts';
import { CATALOGUE_FILE } from '../src-main/codesys/doctor/capabilities.ts';
import { catalogueText, deriveCatalogue, templateAccesses, toolTemplates } from './capability-catalogue.ts';

describe('the doctor\'s capability catalogue, derived', () => {
  // The two halves, derived once: the type checker over the CODESYS domain and the static reference check.
  let tools: ReturnType<typeof toolTemplates>;
  let accesses: Awaited<ReturnType<typeof templateAccesses>>;
  beforeAll(async () => {
    tools = toolTemplates();
    accesses = await templateAccesses();
  }, 300_000);

  it('is current: regenerating it from the tool rows and the templates changes nothing', async () => {
    const committed = await readFile(join(packageRoot(), CATALOGUE_FILE), 'utf8');
    expect(catalogueText(await deriveCatalogue(tools, accesses)), 'run npm run catalogue:codesys and commit the result').toBe(committed);
  });

  it('follows rows through factories and helpers to their templates, and templates through the helpers they call', () => {
    // A row built by a factory (createTool(context, spec)) and rows whose template name sits in a helper closure.
    expect(tools.get('codesys_create_pou')).toContain('create_pou');
    expect(tools.get('codesys_list_project_users')).toEqual(['project_users']);
    expect(tools.get('codesys_remove_project_user')).toEqual(['project_user_remove', 'project_users']);
    const members = (template: string) => accesses[template]!.map(([cls, member]) => `${cls}.${member}`);
    expect(members('project_user_add')).toContain('ScriptUserManagement.login');
    // project_users.py holds login_to_change, but the listing template never calls it.
    expect(members('project_users')).not.toContain('ScriptUserManagement.login');
    expect(members('plc_source')).toEqual(expect.arrayContaining(['ScriptOnlineApplication.source_download', 'ScriptOnlineDevice.download_source']));
  });
});
