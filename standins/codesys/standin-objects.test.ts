// The stand-in's external files, image pools and object access rights (lib/standin_objects_external_files.py,
// standin_objects_image_pools.py, standin_users_object_access.py): what the misc-object templates rely on, and what the API refuses.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { standinScriptRunner } from './standin-script.ts';

const run = standinScriptRunner('interlock-standin-objects-');

describe('CODESYS stand-in: external files, image pools, object access', () => {
  it('adds an external file with its size and sha256, creates image pools, sets and clears permissions, and refuses what the API refuses', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'interlock-external-'));
    try {
      const file = join(folder, 'notes.txt');
      await writeFile(file, 'abc');
      const result = await run(`
import scriptengine
RM = scriptengine.ExternalFileReferenceMode
AU = scriptengine.ExternalFileAutoUpdateMode
PK = scriptengine.ObjectPermissionKind
PS = scriptengine.PermissionState
ext = app.create_external_file_object(${JSON.stringify(file)}, RM.Link, AU.Prompt)
pool = app.create_imagepool()
everyone = proj.user_management.groups['Everyone']
owner = proj.user_management.groups['Owner']
app.set_permission_state(everyone, PK.Modify, PS.Denied)
denied = app.get_permission_state(everyone, PK.Modify)
app.set_permission_state(everyone, PK.Modify, PS.Default)
errors = []
for attempt in (lambda: app.create_external_file_object(${JSON.stringify(join(folder, 'missing.txt'))}, RM.Embed, AU.Never),
                lambda: app.create_external_file_object(${JSON.stringify(file)}, RM.Embed, AU.Never, 'NOTES.TXT'),
                lambda: app.create_external_file_object(${JSON.stringify(file)}, 7, AU.Never, 'Other'),
                lambda: app.create_imagepool('imagepool'),
                lambda: app.set_permission_state(owner, PK.View, PS.Denied)):
    try:
        attempt()
        errors.append(None)
    except Exception as e:
        errors.append(type(e).__name__)
print(json.dumps({'ext': [ext.get_name(), ext.is_external_file, ext.reference_mode, ext.auto_update_mode, ext.size, ext.sha256],
                  'pool': [pool.get_name(), pool.is_imagepool, app.is_imagepool],
                  'permissions': [denied == PS.Denied, app.get_permission_state(everyone, PK.Modify) == PS.Default], 'errors': errors}))
`);
      expect(result).toEqual({
        ext: ['notes.txt', true, 'Link', 'Prompt', 3, 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
        pool: ['ImagePool', true, false],
        permissions: [true, true],
        errors: ['OSError', 'ValueError', 'ValueError', 'ValueError', 'ValueError'],
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
