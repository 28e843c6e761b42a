# interlock-helpers: common ensure_project_open find_object_by_path
# Imports PLCopenXML text into the application (or a folder) and reports what it added and replaced, read from the
# tree before and after, so the result says what CODESYS really did (a name conflict adds a copy unless told
# otherwise).
from __future__ import print_function

import hashlib

RESOLVE = {'replace': 'Replace', 'copy': 'Copy', 'skip': 'Skip'}
# What a PLCopenXML import creates at the top: POUs, data types, global variable lists, interfaces.
IMPORTED_KINDS = ('program', 'function_block', 'function', 'pou', 'dut', 'gvl', 'interface')


def snapshot(container):
    """Every importable object by Guid: path, name, kind and a digest of its texts and its members' texts."""
    found = {}
    for obj in container.get_children(True):
        kind = object_kind(obj)
        if kind not in IMPORTED_KINDS:
            continue
        digest = hashlib.sha256()
        for part in [obj] + list(obj.get_children(True)):
            declaration, implementation = object_texts(part)
            digest.update(('%s\0%s\0%s\0' % (to_text(part.get_name()), declaration, implementation)).encode('utf-8'))
        found[str(obj.guid)] = (object_path(obj), to_text(obj.get_name()), kind, digest.hexdigest())
    return found


def main(params):
    project = ensure_project_open(params['project_path'])
    container = find_container(project, params.get('parent_path'), 'objects')
    if not hasattr(container, 'import_xml'):
        fail('%s cannot hold imported objects' % object_path(container))
    scope = find_application(project) or project
    before = snapshot(scope)
    resolve = getattr(se.ConflictResolve, RESOLVE[params['on_conflict']])
    # Every argument by keyword: SP21's runtime overload takes the reporter first (live, peer Limhslog/Codesys-MCP-
    # SP21-plus-ch); ScriptObject.import_xml(dataOrPath, conflictResolve, import_folder_structure) in scriptDoc.txt.
    container.import_xml(dataOrPath=params['xml'], conflictResolve=resolve, import_folder_structure=False)
    after = snapshot(scope)
    top = set(name.lower() for name in params['names'])
    existed = dict((entry[1].lower(), entry) for entry in before.values() if entry[1].lower() in top)
    added, replaced, copies = [], [], []
    for guid, entry in after.items():
        path, name, kind, digest = entry
        if guid not in before:
            if name.lower() in existed and existed[name.lower()][0] == path:
                replaced.append({'path': path, 'kind': kind})
            elif name.lower() in top:
                added.append({'path': path, 'kind': kind})
            elif name.lower() not in top and is_copy_of(name, existed):
                copies.append({'path': path, 'kind': kind, 'copy_of': is_copy_of(name, existed)})
        elif before[guid][3] != digest and name.lower() in top:
            replaced.append({'path': path, 'kind': kind})
    commit(project, params)
    emit_result({'added': added, 'replaced': replaced, 'copies': copies})


def is_copy_of(name, existed):
    for original in existed.values():
        if name.lower().startswith(original[1].lower()) and name.lower() != original[1].lower():
            return original[0]
    return None


run_command(main)
