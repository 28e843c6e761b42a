# The symbol configuration (CODESYS 3.5.10.0 and later) as plain data. Needs common.py, ensure_project_open.py and
# find_object_by_path.py. Enum members are looked up by value: the scripting stubs name SymbolAccess but not its
# members, and a .NET enum member called None cannot be written as an attribute in Python.
from __future__ import print_function

import scriptengine as se

ACCESS_WORDS = ['none', 'read', 'write', 'readwrite']
ACCESS_MEMBERS = {0: ('None',), 1: ('Read', 'ReadOnly'), 2: ('Write', 'WriteOnly'), 3: ('ReadWrite',)}
CONTENT_FLAGS = [
    ('SupportOPCUA', 1), ('IncludeComments', 2), ('IncludeAttributes', 4), ('IncludeTypeNodeAttributes', 8),
    ('IncludeExecutables', 16), ('UseEmptyNamespaceByDefault', 32), ('XmlIncludeNodeFlags', 1 << 16),
    ('XmlIncludeComments', 2 << 16), ('XmlIncludeAttributes', 4 << 16), ('XmlIncludeTypeNodeAttributes', 8 << 16),
    ('XmlIncludeExecutables', 16 << 16),
]
ATTRIBUTE_FILTERS = ['none', 'all', 'simple_identifiers', 'prefix', 'regex']
COMMENT_FILTERS = ['none', 'normal', 'docu', 'both', 'prefer_normal', 'prefer_docu']
LAYOUTS = {'compatibility': '00000000-0000-0000-0000-000000000000', 'optimized': '0141eb75-141b-4ea1-9a8c-75f952b22a6c'}


def script_enum(name):
    found = getattr(se, name, None) or globals().get(name)
    if found is None:
        fail('This CODESYS offers no %s to scripts (the symbol configuration needs CODESYS V3.5.10.0 or newer). '
             'Nothing was changed.' % name)
    return found


def enum_value(enum_type, value, names=()):
    for name in names:
        member = getattr(enum_type, name, None)
        if member is not None:
            return member
    try:
        import System
        return System.Enum.ToObject(enum_type, value)
    except Exception:
        return enum_type(value)


def access_value(word, variable):
    """The SymbolAccess member for word. Its type comes from a value CODESYS itself returned, the variable's
    maximal_access: on some versions `scriptengine.SymbolAccess` is a hollow import whose members cannot be had, and
    the setter then takes no other number than 0 (the peer Limhslog/Codesys-MCP-SP21-plus-ch recovered the type this
    way live, src/scripts/set_symbol_access.py)."""
    value = ACCESS_WORDS.index(word)
    try:
        enum_type = type(variable.maximal_access)
    except Exception:
        enum_type = script_enum('SymbolAccess')
    return enum_value(enum_type, value, ACCESS_MEMBERS[value])


def access_word(value):
    return ACCESS_WORDS[int(value) & 3]


def symbol_application(project, application_path):
    if application_path:
        application = find_object_by_path(project, application_path, 'application')
        if not application.is_application:
            fail('%s is a %s, not an application' % (object_path(application), object_kind(application)))
        return application
    application = find_application(project)
    if application is None:
        fail('The project has no application')
    return application


def find_symbol_config(application):
    for child in application.get_children(False):
        if getattr(child, 'is_symbol_config', False):
            return child
    return None


def require_symbol_config(application):
    config = find_symbol_config(application)
    if config is None:
        fail('The application %s has no symbol configuration; create one with codesys_create_symbol_config. '
             'Nothing was changed.' % object_path(application))
    return config


def flag_names(flags):
    return [name for name, bit in CONTENT_FLAGS if int(flags) & bit]


def flags_value(names):
    value = 0
    for name, bit in CONTENT_FLAGS:
        if name in names:
            value |= bit
    return value


def layout_word(guid):
    text = norm_key(guid)
    for word, value in LAYOUTS.items():
        if value == text:
            return word
    return text


def describe_settings(config):
    flags = int(config.content_feature_flags)
    obstacles = config.check_effective_direct_io_access()
    explanations = config.get_direct_io_obstacle_explanations(obstacles) if int(obstacles) else []
    return {
        'content_feature_flags': flag_names(flags),
        'effective_content_feature_flags': flag_names(config.effective_content_feature_flags),
        'support_opc_ua': bool(flags & 1),
        'export_comments_to_xml': bool(flags & (2 << 16)),
        'attribute_filter_type': ATTRIBUTE_FILTERS[int(config.symbol_attribute_filter_type)],
        'attribute_filter_data': to_text(config.symbol_attribute_filter_data or ''),
        'comment_filter_type': COMMENT_FILTERS[int(config.symbol_comment_filter_type)],
        'direct_io_access': bool(config.enable_direct_io_access),
        'direct_io_obstacles': [to_text(text) for text in explanations],
        'layout_calculator': layout_word(config.client_side_layout_calculator_guid),
    }


def describe_variable(signature, variable):
    def optional(read, default):
        try:
            value = read()
        except Exception:
            return default
        return default if value is None else value
    return {
        'signature': to_text(signature.full_qualified_name),
        'library_id': to_text(signature.library_id or ''),
        'variable': to_text(variable.name),
        'type': to_text(variable.type),
        'comment': to_text(optional(lambda: variable.comment, '')),
        'access': access_word(variable.configured_access),
        'maximal_access': access_word(optional(lambda: variable.maximal_access, 3)),
        'effective_access': access_word(optional(lambda: variable.effective_access, variable.configured_access)),
        'exported_via_attribute': bool(optional(lambda: variable.exported_via_attribute, False)),
    }


def configured_symbols(config):
    found = []
    for kind, signatures in (('signature', config.get_only_configured_signatures()),
                             ('datatype', config.get_only_configured_datatypes())):
        for signature in signatures:
            for variable in signature.variables:
                entry = describe_variable(signature, variable)
                entry['kind'] = kind
                found.append(entry)
    return found


def symbol_state(application):
    config = find_symbol_config(application)
    return {
        'application': object_path(application),
        'symbol_config': object_path(config) if config is not None else None,
        'settings': describe_settings(config) if config is not None else None,
        'configured': configured_symbols(config) if config is not None else [],
    }
