# The project model: library references, devices and tasks as plain data. Needs common.py, ensure_project_open.py
# and find_object_by_path.py. Probes with getattr where service packs differ (docs/codesys-scripting.md, 3.5).
from __future__ import print_function

import scriptengine as se

MAX_VALUE_CHARS = 200


def ide_library_manager():
    """The IDE's library manager: `librarymanager` (SP22 and the guide), `library_manager` on older stubs."""
    for name in ('librarymanager', 'library_manager'):
        candidate = getattr(se, name, None) or globals().get(name)
        if candidate is not None and hasattr(candidate, 'get_all_libraries'):
            return candidate
    fail('This CODESYS offers no library manager to scripts (neither librarymanager nor library_manager)')


def library_manager_object(project):
    application = find_application(project)
    for holder in (application, project):
        if holder is not None and getattr(holder, 'has_library_manager', False):
            return holder.get_library_manager()
    for candidate in project.get_children(True):
        if getattr(candidate, 'is_libman', False):
            return candidate
    fail('The project has no Library Manager')


def describe_reference(reference):
    placeholder = bool(getattr(reference, 'is_placeholder', False))
    name = to_text(reference.name)
    effective = getattr(reference, 'effective_resolution', None) if placeholder else managed_display_name(reference)
    effective = to_text(effective) if effective else None
    default = getattr(reference, 'default_resolution', None) if placeholder else None
    return {
        'name': name,
        'kind': 'placeholder' if placeholder else 'managed',
        'placeholder': name[1:] if placeholder and name.startswith('#') else (name if placeholder else None),
        'default_resolution': to_text(default) if default else None,
        'resolved_to': effective,
        'resolved': bool(effective),
        'options': reference_options(reference),
    }


def managed_display_name(reference):
    """What a managed reference resolves to: a ScriptManagedLibraryReference has managed_library, and no
    effective_resolution (that is a placeholder's); None when the library is not installed."""
    try:
        library = reference.managed_library
    except Exception:
        library = None
    return library.displayname if library is not None else None


# The reference options a script can read and set (CODESYS's ScriptLibraryReference); None where this CODESYS lacks
# one. Some versions spell hide_when_referenced_as_dependency with "depencency" (Master's library_reference.py).
REFERENCE_OPTIONS = (('qualified_only', ('qualified_only',)), ('optional', ('optional',)),
                     ('hidden', ('hide_when_referenced_as_dependency', 'hide_when_referenced_as_depencency')),
                     ('system_library', ('system_library',)), ('publish_symbols', ('publish_symbols_in_container',)),
                     ('namespace', ('namespace',)))


def option_attribute(reference, key):
    for attribute in dict(REFERENCE_OPTIONS)[key]:
        if hasattr(reference, attribute):
            return attribute
    return None


def set_option(reference, key, value):
    setattr(reference, option_attribute(reference, key), value)


def reference_options(reference):
    options = {}
    for key, _ in REFERENCE_OPTIONS:
        attribute = option_attribute(reference, key)
        try:
            value = getattr(reference, attribute) if attribute else None
        except Exception:
            value = None
        if key == 'namespace':
            options[key] = to_text(value) if value else None
        else:
            options[key] = bool(value) if value is not None else None
    pinned = None
    if getattr(reference, 'is_placeholder', False) and getattr(reference, 'is_redirected', False):
        pinned = to_text(reference.get_redirection()) or None
    options['pinned_to'] = pinned
    return options


def describe_references(libman):
    return [describe_reference(reference) for reference in libman.references]


def library_title(lib):
    """A ManagedLib has no name (scriptDoc.txt: displayname, company, title, version, ...): its title, the "Standard" of
    "Standard, 3.5.17.0 (System)"; from the display name where a library has no title."""
    title = to_text(lib.title or '')
    return title or to_text(lib.displayname).split(',')[0].strip()


def describe_library(lib):
    title = library_title(lib)
    return {
        'name': title,
        'version': to_text(lib.version),
        'company': to_text(lib.company),
        'display_name': to_text(lib.displayname),
        # A ManagedLib does not say which placeholder name it stands for; CODESYS's own libraries use their title.
        'placeholder': title,
    }


def require_references(libman, expected):
    """The edit was planned against this list of reference names; refuse if the project holds others now."""
    current = [to_text(reference.name) for reference in libman.references]
    if expected is not None and current != list(expected):
        fail('The library references changed in CODESYS after they were read (now: %s). Nothing was changed; list them '
             'again with codesys_list_libraries and retry.' % (', '.join(current) or 'none'))


def bounded(value):
    text = to_text(value)
    return text if len(text) <= MAX_VALUE_CHARS else text[:MAX_VALUE_CHARS] + '...'


def task_configuration(project):
    application = find_application(project)
    scope = application if application is not None else project
    for candidate in scope.get_children(True):
        if getattr(candidate, 'is_task_configuration', False):
            return candidate
    fail('The application has no Task Configuration')


def describe_task(task):
    kind = getattr(task, 'kind_of_task', None)
    return {
        'name': to_text(task.get_name()),
        'path': object_path(task),
        'kind': to_text(kind).lower() if kind is not None else None,
        'priority': to_text(task.priority),
        'interval': to_text(task.interval),
        'interval_unit': to_text(getattr(task, 'interval_unit', '') or ''),
        'event': to_text(getattr(task, 'event', '') or ''),
        'pou_calls': [to_text(getattr(call, 'name', None) or call) for call in task.pous],
    }


def tasks_of(configuration):
    return [child for child in configuration.get_children(False) if getattr(child, 'is_task', False)]


def find_task(configuration, name):
    """The task of that name (IEC names ignore case), or None."""
    for candidate in tasks_of(configuration):
        if to_text(candidate.get_name()).lower() == name.lower():
            return candidate
    return None
