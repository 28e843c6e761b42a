// The toolsets as modules: each folder's module owns exactly the templates in its folder, no two modules share an id
// or a folder, and every toolset folder with templates is listed by the domain root (else its tools would be missing
// and its templates unchecked).
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codesysPythonDir, templateFiles } from './bridge/script-library.ts';
import { BRIDGE_TEMPLATES, templateTable } from './bridge/templates.ts';
import { DOCTOR_TEMPLATES } from './doctor/index.ts';
import { CODESYS_TEMPLATES, CODESYS_TOOLSET_MODULES } from './index.ts';

describe('the CODESYS toolset modules', () => {
  const dir = codesysPythonDir();
  const files = templateFiles(dir);
  const inFolder = (folder: string) => [...files].filter(([, path]) => relative(dir, path).split(sep)[0] === folder).map(([name]) => name).sort();

  it('each own exactly the templates in their folder, the bridge and the doctor theirs', () => {
    for (const toolset of CODESYS_TOOLSET_MODULES) expect(Object.keys(toolset.templates).sort(), toolset.id).toEqual(inFolder(toolset.folder));
    expect(Object.keys(BRIDGE_TEMPLATES).sort()).toEqual(inFolder('bridge'));
    expect(Object.keys(DOCTOR_TEMPLATES).sort()).toEqual(inFolder('doctor'));
    expect(Object.keys(CODESYS_TEMPLATES).sort()).toEqual([...files.keys()].sort());
  });

  it('are listed once each, one per toolset folder', () => {
    const ids = CODESYS_TOOLSET_MODULES.flatMap((toolset) => [toolset.id, ...(toolset.otherToolsets ?? [])]);
    expect(new Set(ids).size).toBe(ids.length);
    const folders = CODESYS_TOOLSET_MODULES.map((toolset) => toolset.folder);
    expect(new Set(folders).size).toBe(folders.length);
    const withTemplates = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['bridge', 'doctor'].includes(entry.name))
      .filter((entry) => readdirSync(join(dir, entry.name)).includes('templates'))
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual(withTemplates.sort());
  });

  it('refuse a template name two owners claim', () => {
    expect(() => templateTable([BRIDGE_TEMPLATES])).toThrow(/Two CODESYS template contracts named close_all_projects/);
  });
});
