# Object paths ("Application/PLC_PRG", "Device/Plc Logic/Application/FB_Motor/Start") and object descriptions.
# Needs common.py.
from __future__ import print_function

import re

# str(obj.type) of the object kinds Interlock tells apart (a real IDE reports these GUIDs).
TYPE_KINDS = {
    '6f9dac99-8de1-4efc-8465-68ac443b7d08': 'pou',
    '2db5746d-d284-4425-9f7f-2663a34b0ebc': 'dut',
    'ffbfa93a-b94d-45fc-a329-229860183b1d': 'gvl',
    '261bd6e6-249c-4232-bb6f-84c2fbeef430': 'gvl',
    '6654496c-404d-479a-aad2-8551054e5f1e': 'interface',
    'f8a58466-d7f6-439f-bbb8-d4600e41d099': 'method',
    'f89f7675-27f1-46b3-8abb-b7da8e774ffd': 'method',
    '5a3b8626-d3e9-4f37-98b5-66420063d91e': 'property',
    '792f2eb6-721e-4e64-ba20-bc98351056db': 'accessor',
    '8ac092e5-3128-4e26-9e7e-11016c6684f2': 'action',
    '738bea1e-99bb-4f04-90bb-a7a567e74e3a': 'folder',
    '225bfe47-7336-4dbc-9419-4105a7c831fa': 'device',
    '40b404f9-e5dc-42c6-907f-c89f4a517386': 'plc_logic',
    '639b491f-5557-464c-af91-1471bac9f549': 'application',
    'adb5cb65-8e1d-4a00-b70a-375ea27582f3': 'library_manager',
    'ae1de277-a207-4a28-9efb-456c06bd52f3': 'task_configuration',
    '98a2708a-9b18-4f31-82ed-a1465b24fa2d': 'task',
    '413e2a7d-adb1-4d2c-be29-6ae6e4fab820': 'task_call',
    '2bef0454-1bd3-412a-ac2c-af0f31dbc40f': 'text_list',
    '63784cbb-9ba0-45e6-9d69-babf3f040511': 'global_text_list',
    'a0a32dc4-3b4a-4a54-8c6f-6f3c1d2c4c2e': 'external_file',
    'bb0b9044-714e-4614-ad3e-33cbdf34d16b': 'image_pool',
}
# PROGRAM, FUNCTION_BLOCK and FUNCTION share one type GUID: only the declaration's header tells them apart.
HEADER_KINDS = {'PROGRAM': 'program', 'FUNCTION_BLOCK': 'function_block', 'FUNCTION': 'function'}
HEADER_PATTERN = re.compile(r'^\s*(PROGRAM|FUNCTION_BLOCK|FUNCTION|INTERFACE|METHOD|PROPERTY|TYPE)\b', re.I | re.M)


def split_path(path):
    segments = [segment.strip() for segment in re.split(r'[/\\]', to_text(path or '')) if segment.strip()]
    if not segments:
        fail('An object path is required, e.g. "Application/PLC_PRG"')
    return segments


def child_named(parent, name):
    children = parent.get_children(False)
    for child in children:
        if to_text(child.get_name()) == name:
            return child
    # IEC names are case-insensitive; accept another case only when it is unambiguous.
    folded = [child for child in children if to_text(child.get_name()).lower() == name.lower()]
    return folded[0] if len(folded) == 1 else None


def find_application(project):
    application = project.active_application
    if application is not None:
        return application
    for candidate in project.get_children(True):
        if candidate.is_application:
            return candidate
    return None


def object_path(obj):
    names = []
    current = obj
    while current is not None and not getattr(current, 'is_root', False):
        names.insert(0, to_text(current.get_name()))
        current = current.parent
    return '/'.join(names)


def walk_path(start, segments):
    """(object, number of segments matched): the object is None unless every segment matched."""
    current = start
    for index, name in enumerate(segments):
        child = child_named(current, name)
        if child is None:
            return None, index, current
        current = child
    return current, len(segments), current


def find_object_by_path(project, path, label='object'):
    """Resolves a path from the project root, or from the application (so "PLC_PRG" and "Application/PLC_PRG"
    work as well as the full "Device/Plc Logic/Application/PLC_PRG")."""
    segments = split_path(path)
    starts = [project]
    application = find_application(project)
    if application is not None:
        starts.append(application)
        if to_text(application.get_name()).lower() == segments[0].lower():
            starts.insert(0, application.parent)
    best = (-1, None)
    for start in starts:
        found, matched, deepest = walk_path(start, segments)
        if found is not None:
            return found
        if matched > best[0]:
            best = (matched, deepest)
    matched, deepest = best
    holder = object_path(deepest) or 'the project root'
    names = ', '.join(to_text(child.get_name()) for child in deepest.get_children(False)) or 'nothing'
    fail('No %s named "%s" in %s (it holds: %s). Object paths use "/", e.g. "Application/PLC_PRG".'
         % (label, segments[matched], holder, names))


def declaration_header(obj):
    if not getattr(obj, 'has_textual_declaration', False):
        return None
    match = HEADER_PATTERN.search(to_text(obj.textual_declaration.text))
    return match.group(1).upper() if match else None


def object_kind(obj):
    kind = TYPE_KINDS.get(norm_key(obj.type))
    if kind == 'pou':
        return HEADER_KINDS.get(declaration_header(obj), 'pou')
    if kind is not None:
        return kind
    if obj.is_folder:
        return 'folder'
    if obj.is_application:
        return 'application'
    if obj.is_device:
        return 'device'
    return 'other'


def object_texts(obj):
    declaration = obj.textual_declaration.text if getattr(obj, 'has_textual_declaration', False) else None
    implementation = obj.textual_implementation.text if getattr(obj, 'has_textual_implementation', False) else None
    return (None if declaration is None else to_text(declaration), None if implementation is None else to_text(implementation))


def describe_object(obj):
    return {
        'name': to_text(obj.get_name()),
        'path': object_path(obj),
        'kind': object_kind(obj),
        'has_declaration': bool(getattr(obj, 'has_textual_declaration', False)),
        'has_implementation': bool(getattr(obj, 'has_textual_implementation', False)),
    }


def find_container(project, parent_path, what, allow_root=False):
    """Where a new object goes: the given path, else the application (else, for folders, the project root)."""
    if parent_path:
        return find_object_by_path(project, parent_path, 'parent')
    application = find_application(project)
    if application is None and not allow_root:
        fail('The project has no application to hold the new %s; pass parent_path' % what)
    return application if application is not None else project


def parent_holding(project, parent_path, member, what, places):
    """Where a new object that only some containers hold goes: "/" is the project, else find_container's choice."""
    parent = project if parent_path == '/' else find_container(project, parent_path, 'application', allow_root=False)
    if not hasattr(parent, member):
        fail('%s cannot hold %s: choose %s. Nothing was changed.' % (object_path(parent) or 'The project', what, places))
    return parent


def refuse_existing(container, name):
    for child in container.get_children(False):
        if to_text(child.get_name()).lower() == to_text(name).lower():
            fail('%s already holds an object named "%s"' % (object_path(container) or 'The project root', to_text(child.get_name())))


def object_result(obj):
    declaration, implementation = object_texts(obj)
    return {'object': describe_object(obj), 'declaration': declaration, 'implementation': implementation}
