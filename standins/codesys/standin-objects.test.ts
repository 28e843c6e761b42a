// The stand-in's external files, image pools and object access rights (lib/standin_objects_external_files.py,
// standin_objects_image_pools.py, standin_users_object_access.py): what the misc-object templates rely on, and what the API refuses.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { standinScriptRunner } from './standin-script.ts';

const run = standinScriptRunner('interlock-standin-objects-');

describe('CODESYS stand-in: external files, image pools, object access', () => {
  it('adds an external file as the reference has it (name second, length and CRC 32), creates image pools, sets and clears permissions through the user management, and refuses what the API refuses', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'interlock-external-'));
    try {
      const file = join(folder, 'notes.txt');
      await writeFile(file, 'abc');
      const result = await run(`
import scriptengine
RM = scriptengine.ReferenceMode
AU = scriptengine.AutoUpdateMode
PK = scriptengine.ObjectPermissionKind
PS = scriptengine.PermissionState
um = proj.user_management
ext = app.create_external_file_object(${JSON.stringify(file)}, None, RM.Link, AU.Prompt)
pool = app.create_imagepool('ImagePool')
everyone = [g for g in um.groups if g.is_everyone_group][0]
owner = [g for g in um.groups if g.is_owner_group][0]
modify = um.get_object_permission(app, PK.Modify)
modify.set_permission_state(everyone, PS.Denied)
denied = [modify.get_permission_state(everyone, False), um.get_object_permission(proj.find('Plc Logic', True)[0], PK.Modify).get_permission_state(everyone, False)]
inherited = um.get_object_permission(app.get_children()[0], PK.Modify).get_permission_state(everyone, False, True)
modify.set_permission_state(everyone, PS.Default)
errors = []
for attempt in (lambda: app.create_external_file_object(${JSON.stringify(join(folder, 'missing.txt'))}),
                lambda: app.create_external_file_object(${JSON.stringify(file)}, 'NOTES.TXT'),
                # the order before the reference: the modes first, the name last
                lambda: app.create_external_file_object(${JSON.stringify(file)}, RM.Embed, AU.Never, 'Other'),
                lambda: app.create_external_file_object(${JSON.stringify(file)}, 'Other', AU.Never, RM.Embed),
                lambda: app.create_external_file_object(${JSON.stringify(file)}, 'Other', 2),
                lambda: scriptengine.ExternalFileReferenceMode,
                lambda: ext.size, lambda: ext.sha256, lambda: ext.is_external_file,
                lambda: app.create_imagepool('imagepool'),
                lambda: app.set_permission_state(everyone, PK.View, PS.Denied),
                lambda: app.get_permission_state(everyone, PK.View),
                lambda: um.get_object_permission(app, 'View'),
                lambda: um.get_object_permission(app, PK.View).set_permission_state('Everyone', PS.Denied),
                lambda: um.get_object_permission(app, PK.View).set_permission_state(owner, PS.Denied)):
    try:
        attempt()
        errors.append(None)
    except Exception as e:
        errors.append(type(e).__name__)
print(json.dumps({'ext': [ext.get_name(), ext.is_external_file_object, app.is_external_file_object, app.may_contain_external_file_objects,
                          str(ext.reference_mode), str(ext.auto_update_mode), ext.length, ext.calculate_checksum()],
                  'pool': [pool.get_name(), pool.is_imagepool, app.is_imagepool],
                  'permissions': [str(s) for s in denied] + [str(inherited), str(modify.get_permission_state(everyone, False)), str(modify.get_permission_state(everyone))],
                  'errors': errors}))
`);
      expect(result).toEqual({
        // CRC 32 of "abc" is 0x352441c2.
        ext: ['notes.txt', true, false, true, 'Link', 'Prompt', 3, 0x352441c2],
        pool: ['ImagePool', true, false],
        permissions: ['Denied', 'Default', 'Denied', 'Default', 'Granted'],
        errors: ['OSError', 'ValueError', 'TypeError', 'TypeError', 'TypeError', 'AttributeError', 'AttributeError', 'AttributeError', 'AttributeError', 'ValueError', 'AttributeError', 'AttributeError', 'TypeError', 'TypeError', 'ValueError'],
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
