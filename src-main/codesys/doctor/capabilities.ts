// What Interlock's CODESYS tools rely on in the ScriptEngine API, as probes `interlock doctor codesys` runs on the
// person's own CODESYS: each names where the member lives (an owner the probe templates can reach read-only) and the
// tools that need it. A missing member makes its tools unavailable on that CODESYS (refused before any card), or
// limited where the tool works without it in a narrower way. Members follow the ScriptEngine reference
// (docs: codesys-scriptengine-api.md); tests check that every tool named here exists.

/** Where a probed member lives. The first six need nothing open; the project ones use the open (or named) project. */
export const PROBE_OWNERS = [
  'scriptengine',
  'projects',
  'system',
  'online',
  'librarymanager',
  'device_repository',
  'project',
  'application',
  'user_management',
  'library_manager',
  'online_application',
  'online_device',
] as const;
export type ProbeOwner = (typeof PROBE_OWNERS)[number];

/** Owners only a command with a running script reaches (the online factories). */
export const ONLINE_OWNERS: readonly ProbeOwner[] = ['online_application', 'online_device'];

export interface ApiRequirement {
  /** `<owner>.<member>`: stable, used in the saved table. */
  id: string;
  owner: ProbeOwner;
  /** A member, or a path through members ('OnlineChangeOption.Keep'). */
  member: string;
  tools: readonly string[];
  /** `unavailable`: the tools cannot work without it. `limited`: they work, with what `limitation` says they lose. */
  effect: 'unavailable' | 'limited';
  limitation?: string;
  /** For a member the ScriptEngine reference does not list (yet): where it is known from. */
  outsideReference?: string;
}

const ONLINE_SESSION = [
  'codesys_online_login',
  'codesys_online_logout',
  'codesys_online_state',
  'codesys_download',
  'codesys_start',
  'codesys_stop',
  'codesys_reset',
  'codesys_create_boot_application',
  'codesys_read_variables',
  'codesys_write_variables',
  'codesys_force_variables',
  'codesys_unforce_variables',
  'codesys_list_forced',
  'codesys_monitor_variables',
];
const PLC_FILES = ['codesys_list_plc_files', 'codesys_copy_file_to_plc', 'codesys_copy_file_from_plc', 'codesys_delete_plc_file', 'codesys_source_download', 'codesys_source_upload'];
const ONLINE_DEVICE = [...PLC_FILES, 'codesys_verify_device_reachable', 'codesys_add_device_user'];
/** Tools whose templates need a running script (`# interlock-context: script`): the online factories. */
export const SCRIPT_CONTEXT_TOOLS: readonly string[] = [...ONLINE_SESSION, ...ONLINE_DEVICE];

/** Tools that set a symbol's access and so need SymbolAccess members (symbol_config.py's access_value). */
export const SYMBOL_ACCESS_TOOLS: readonly string[] = ['codesys_set_symbol_access'];

const COMPILE = ['codesys_compile_project', 'codesys_get_compile_messages'];
const LIBRARY_REFERENCES = ['codesys_list_libraries', 'codesys_add_library', 'codesys_remove_library', 'codesys_set_library_reference', 'codesys_download_missing_libraries', 'codesys_search_library_types'];
const REPOSITORY = ['codesys_list_library_repository', 'codesys_add_library', 'codesys_install_library', 'codesys_uninstall_library', 'codesys_get_library_documentation', 'codesys_search_library_types'];
const DEVICE_REPOSITORY = ['codesys_list_device_repository', 'codesys_add_device', 'codesys_plug_device', 'codesys_update_device'];
const PROJECT_USERS = ['codesys_list_project_users', 'codesys_add_project_user', 'codesys_remove_project_user'];
const OBJECT_ACCESS = ['codesys_read_object_access', 'codesys_grant_object_access'];

function need(owner: ProbeOwner, member: string, tools: readonly string[]): ApiRequirement {
  return { id: `${owner}.${member}`, owner, member, tools, effect: 'unavailable' };
}

function limits(owner: ProbeOwner, member: string, tools: readonly string[], limitation: string): ApiRequirement {
  return { id: `${owner}.${member}`, owner, member, tools, effect: 'limited', limitation };
}

export const API_REQUIREMENTS: readonly ApiRequirement[] = [
  // The module and its objects.
  need('projects', 'open', ['codesys_open_project']),
  need('projects', 'create', ['codesys_create_project']),
  need('online', 'create_online_application', ONLINE_SESSION),
  need('online', 'create_online_device', ONLINE_DEVICE),
  need('online', 'set_default_credentials', [...ONLINE_SESSION, ...ONLINE_DEVICE]),
  need('online', 'gateways', ['codesys_scan_network', 'codesys_set_device_address']),
  need('system', 'get_message_objects', COMPILE),
  need('system', 'get_message_categories', COMPILE),
  need('system', 'clear_messages', COMPILE),
  need('librarymanager', 'get_all_libraries', REPOSITORY),
  need('librarymanager', 'install_library', ['codesys_install_library']),
  need('librarymanager', 'uninstall_library', ['codesys_uninstall_library']),
  need('device_repository', 'get_all_devices', DEVICE_REPOSITORY),
  need('device_repository', 'import_device', ['codesys_install_device_description']),
  need('device_repository', 'remove_device', ['codesys_remove_device_description']),
  // Enums.
  need('scriptengine', 'PouType', ['codesys_create_pou']),
  need('scriptengine', 'DutType', ['codesys_create_dut']),
  need('scriptengine', 'VersionUpdateFlags', ['codesys_open_project']),
  need('scriptengine', 'ResetOption', ['codesys_reset']),
  need('scriptengine', 'ReferenceMode', ['codesys_add_external_file']),
  need('scriptengine', 'AutoUpdateMode', ['codesys_add_external_file']),
  limits('scriptengine', 'OnlineChangeOption', ['codesys_online_login', 'codesys_download'], 'no online change: a login from a script can only download in full'),
  limits('scriptengine', 'OnlineChangeOption.Keep', ['codesys_online_state', 'codesys_read_variables', 'codesys_monitor_variables'], 'no login just to read: reads need a login made with codesys_online_login'),
  limits('scriptengine', 'ApplicationState', ['codesys_online_state'], 'the run state is shown as CODESYS prints it'),
  // The open project and its application.
  need('project', 'export_xml', ['codesys_export_plcopenxml']),
  need('project', 'import_xml', ['codesys_import_plcopenxml']),
  need('project', 'export_native', ['codesys_export_native']),
  need('project', 'import_native', ['codesys_import_native']),
  need('project', 'user_management', [...PROJECT_USERS, ...OBJECT_ACCESS]),
  need('project', 'create_folder', ['codesys_create_folder']),
  need('application', 'build', COMPILE),
  need('application', 'generate_code', COMPILE),
  { ...need('application', 'create_symbol_config', ['codesys_create_symbol_config']), outsideReference: 'phobicdotno/Codesys-MCP-SP21-plus symbol configuration templates (codesys-scripting.md 8.4)' },
  limits('application', 'is_online_change_possible', ['codesys_online_state', 'codesys_online_login', 'codesys_download'], 'whether an online change is possible is not known before the login'),
  limits('application', 'is_uptodate', ['codesys_online_state', 'codesys_read_variables', 'codesys_monitor_variables'], 'headless reads cannot tell whether the PLC runs the project\'s code'),
  need('user_management', 'get_object_permission', OBJECT_ACCESS),
  need('library_manager', 'get_libraries', LIBRARY_REFERENCES),
  need('library_manager', 'add_library', ['codesys_add_library']),
  need('library_manager', 'add_placeholder', ['codesys_add_library']),
  need('library_manager', 'remove_library', ['codesys_remove_library']),
  { ...need('library_manager', 'download_missing_libraries', ['codesys_download_missing_libraries']), outsideReference: 'Codesys-MCP-Master library_reference.py; SP20 and later (codesys-scripting.md 3.5)' },
  // The online objects (probed from a command with a running script; creating them logs in to nothing).
  need('online_application', 'is_logged_in', ONLINE_SESSION),
  need('online_application', 'login', ONLINE_SESSION),
  need('online_application', 'logout', ['codesys_online_logout', 'codesys_online_login']),
  need('online_application', 'read_value', ['codesys_read_variables', 'codesys_monitor_variables', 'codesys_write_variables', 'codesys_force_variables']),
  need('online_application', 'set_prepared_value', ['codesys_write_variables', 'codesys_force_variables']),
  need('online_application', 'write_prepared_values', ['codesys_write_variables']),
  need('online_application', 'force_prepared_values', ['codesys_force_variables']),
  need('online_application', 'get_forced_expressions', ['codesys_list_forced', 'codesys_unforce_variables', 'codesys_online_state']),
  need('online_application', 'start', ['codesys_start']),
  need('online_application', 'stop', ['codesys_stop']),
  need('online_application', 'reset', ['codesys_reset']),
  need('online_application', 'create_boot_application', ['codesys_create_boot_application']),
  need('online_application', 'source_download', ['codesys_source_download']),
  need('online_application', 'application_state', ['codesys_online_state', 'codesys_start', 'codesys_stop']),
  need('online_device', 'connect', ONLINE_DEVICE),
  need('online_device', 'get_file_list_of_directory', PLC_FILES),
  need('online_device', 'download_file', ['codesys_copy_file_to_plc']),
  need('online_device', 'upload_file', ['codesys_copy_file_from_plc']),
  need('online_device', 'delete_file', ['codesys_delete_plc_file']),
  limits('online_device', 'download_source', ['codesys_source_download'], 'no compact source archive: the whole project is stored'),
  need('online_device', 'upload_source', ['codesys_source_upload']),
  need('online_device', 'create_live_user_management', ['codesys_add_device_user']),
];

/** Every tool this catalogue names. */
export function requiredTools(): Set<string> {
  return new Set([...API_REQUIREMENTS.flatMap((r) => r.tools), ...SCRIPT_CONTEXT_TOOLS, ...SYMBOL_ACCESS_TOOLS]);
}
