// Every code-changing tool fails closed (issue 27): a row marked `changesCode` is let through by a standing approval
// only when its card carries a complete impact analysis that finds nothing safety-relevant. Every mutating row of the
// full tool table is classified here, with why; a new mutating tool fails this test until it is, so it cannot skip
// the check by being forgotten.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyToolDefinition } from '../mcp/tool-definition.ts';
import { fullToolTable } from './tool-docs.ts';

/** Change code, or what decides which code runs on what: marked `changesCode`. */
const CODE_CHANGING: Record<string, string> = {
  update_pou: 'an OpenPLC POU (its card has the impact analysis)',
  patch_pou: 'an OpenPLC POU (its card has the impact analysis)',
  create_pou: 'a new OpenPLC POU (its card has the impact analysis)',
  codesys_set_pou_code: 'a CODESYS object\'s code (its card has the impact analysis)',
  codesys_patch_pou: 'a CODESYS object\'s code (its card has the impact analysis)',
  codesys_create_pou: 'a new POU',
  codesys_create_dut: 'a new data type',
  codesys_create_gvl: 'a new GVL with its declarations (located variables, initial values)',
  codesys_create_method: 'a new method',
  codesys_create_property: 'a new property',
  codesys_rename_object: 'every reference to the object',
  codesys_delete_object: 'removes code',
  codesys_import_native: 'imports objects with their code',
  codesys_import_plcopenxml: 'imports objects with their code',
  codesys_add_library: 'the code a project links against',
  codesys_remove_library: 'the code a project links against',
  codesys_set_library_reference: 'which library version a placeholder resolves to',
  codesys_install_library: 'what a placeholder reference resolves to (the newest installed version)',
  codesys_uninstall_library: 'what a placeholder reference resolves to',
  codesys_download_missing_libraries: 'library code a project builds with, from the CODESYS Store',
  codesys_map_io_channel: 'which variable drives an output channel (a safety output under another name)',
  codesys_import_io_mappings: 'which variables drive the output channels',
  codesys_add_device: 'the I/O configuration the application is built for',
  codesys_plug_device: 'the I/O configuration the application is built for',
  codesys_unplug_device: 'the I/O configuration (its mappings are lost)',
  codesys_update_device: 'the I/O configuration (parameters and mappings the new description lacks are dropped)',
  codesys_set_device_parameter: 'a device parameter downloaded with the application',
  codesys_set_device_state: 'disable leaves a device out of the build and download',
  codesys_set_task: 'which programs run, how often and at what priority',
  codesys_delete_task: 'programs it called no longer run',
};

/** Change a running PLC: each call on its own card by default (`changesRunningPlc`), its card the PLC's state. */
const RUNNING_PLC = [
  'codesys_online_login',
  'codesys_download',
  'codesys_create_boot_application',
  'codesys_start',
  'codesys_stop',
  'codesys_reset',
  'codesys_write_variables',
  'codesys_force_variables',
  'codesys_unforce_variables',
  'codesys_copy_file_to_plc',
  'codesys_delete_plc_file',
  'codesys_source_download',
  'codesys_add_device_user',
];

/**
 * Add a new file inside the project roots (never overwrite one): `newFilePlan` marks the call once-only when the file
 * is one a project would read as source (every OpenPLC project file type, CODESYS projects, libraries, archives).
 */
const NEW_FILE = ['codesys_export_native', 'codesys_export_plcopenxml', 'codesys_export_io_mappings', 'codesys_export_symbol_xsd', 'codesys_copy_file_from_plc', 'codesys_source_upload'];

/** Change neither code nor what decides which code runs: why each is not code-changing. */
const NOT_CODE: Record<string, string> = {
  shutdown_codesys: 'ends the IDE; the project is left as saved',
  codesys_create_project: 'a new project, on no PLC yet; its code is added by code-changing tools',
  codesys_save_project: 'writes what is already in the project (each change had its own card)',
  codesys_close_project: 'closes the project',
  codesys_create_folder: 'a folder holds no code',
  codesys_install_device_description: 'machine-wide repository; a project uses it only through add/update_device',
  codesys_remove_device_description: 'devices using it stay as they are',
  codesys_create_symbol_config: 'exports nothing until access is set',
  codesys_set_symbol_access: 'which variables outside clients may read or write, not what the program does',
  codesys_set_symbol_config_settings: 'what the symbol file holds, not what the program does',
  codesys_add_project_user: 'project users and rights, not code',
  codesys_remove_project_user: 'project users and rights, not code',
  codesys_grant_object_access: 'project users and rights, not code',
  codesys_create_text_list: 'texts, not code',
  codesys_import_text_list_file: 'texts, not code',
  codesys_add_external_file: 'a data file embedded in the project, not compiled',
  codesys_create_image_pool: 'images, not code',
  codesys_set_device_address: 'where the next login goes (the login asks on its own card)',
};

let table: readonly AnyToolDefinition[];
beforeAll(async () => {
  table = await fullToolTable();
});

describe('which tools change code', () => {
  it('classifies every mutating tool once, and none that only reads', () => {
    const mutating = table.filter((row) => row.mutates).map((row) => row.name).sort();
    const classified = [...Object.keys(CODE_CHANGING), ...RUNNING_PLC, ...NEW_FILE, ...Object.keys(NOT_CODE)];
    expect(classified.length, 'a tool classified twice').toBe(new Set(classified).size);
    expect(mutating.filter((name) => !classified.includes(name)), 'mutating tools not classified here: decide whether each changes code').toEqual([]);
    expect(classified.filter((name) => !mutating.includes(name)), 'classified tools that are not mutating rows').toEqual([]);
  });

  it('marks exactly the code-changing rows changesCode, and the running-PLC rows changesRunningPlc', () => {
    const marked = (flag: 'changesCode' | 'changesRunningPlc') => table.filter((row) => row[flag] === true).map((row) => row.name).sort();
    expect(marked('changesCode')).toEqual(Object.keys(CODE_CHANGING).sort());
    expect(marked('changesRunningPlc')).toEqual([...RUNNING_PLC].sort());
  });
});
