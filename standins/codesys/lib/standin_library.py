"""Library extras of the CODESYS stand-in: reference options, installing and uninstalling libraries in the IDE's
repositories, "download missing libraries" from a simulated CODESYS Store, and what the libraries hold.

Follows docs/codesys-scriptengine-api.md (section 8) and the public templates that use these APIs:
  - A library reference (`references` of a library manager object) has, besides its name and resolution,
    `qualified_only`, `optional`, `namespace`, `hide_when_referenced_as_depencency` (the misspelling is the real
    attribute's name), `publish_symbols_in_container` and `system_library` (Master's library_reference.py reads and
    sets them).
Where the sources say nothing, the choice made here is written beside it.
"""
import standin_model

# The options a library's reference starts with, per library (a library declares them in its project information;
# CAA libraries are qualified-only and use short namespaces, BreakpointLogging is a hidden system library).
_LIBRARY_DEFAULTS = {
    'Standard': {'namespace': 'Standard'},
    'Util': {'namespace': 'Util'},
    'IoStandard': {'namespace': 'IoStandard'},
    'BreakpointLogging': {'namespace': 'BPLog', 'system_library': True, 'hidden': True},
    'SysTypes2 Interfaces': {'namespace': 'SysTypes', 'system_library': True},
    'CmpErrors Interfaces': {'namespace': 'CmpErrors', 'system_library': True},
    'CAA Types Extern': {'namespace': 'CAA', 'qualified_only': True},
    'CAA Memory': {'namespace': 'MEM', 'qualified_only': True},
    'CAA File': {'namespace': 'FILE', 'qualified_only': True},
}
_OPTION_KEYS = ('qualified_only', 'optional', 'hidden', 'publish_symbols', 'system_library', 'namespace')


def _library_name(reference):
    display = reference.effective_resolution or reference._data.get('default_resolution') or reference._data['name']
    return display.split(',')[0].strip()


def _option_default(reference, key):
    defaults = _LIBRARY_DEFAULTS.get(_library_name(reference), {})
    if key == 'namespace':
        return defaults.get('namespace', _library_name(reference).replace(' ', '_'))
    return bool(defaults.get(key, False))


def _option(key, settable=True):
    def getter(self):
        options = self._data.get('options') or {}
        return options[key] if key in options else _option_default(self, key)

    def setter(self, value):
        if key == 'namespace':
            if not isinstance(value, str) or not value.strip():
                raise ValueError('A namespace is a non-empty name')
        elif not isinstance(value, bool):
            raise TypeError('expected bool, got %s' % type(value).__name__)
        owner = self._owner
        if owner is None:
            raise ValueError('This reference is no longer part of a library manager')
        references = standin_model._references(owner)
        for data in references:
            if data['name'] == self._data['name'] and data['kind'] == self._data['kind']:
                data.setdefault('options', {})[key] = value
                self._data = data
                standin_model._store_references(owner, references)
                return
        raise ValueError("The library manager no longer holds the reference '%s'" % self.name)

    return property(getter, setter if settable else None)


def _references_of(self):
    """The references, each tied to its library manager so setting an option changes the project."""
    result = []
    for data in standin_model._references(self):
        reference = standin_model.ScriptLibraryReference(data)
        reference._owner = self
        result.append(reference)
    return result


def install():
    cls = standin_model.ScriptLibraryReference
    cls._owner = None
    cls.qualified_only = _option('qualified_only')
    cls.optional = _option('optional')
    cls.hide_when_referenced_as_depencency = _option('hidden')
    cls.publish_symbols_in_container = _option('publish_symbols')
    cls.namespace = _option('namespace')
    # Whether a library is a system library is the library's own property; the reference only reports it.
    cls.system_library = _option('system_library', settable=False)
    se = standin_model.se
    se.MODEL_MEMBERS[se.TYPE_LIBRARY_MANAGER]['references'] = se._BoundProperty(_references_of)
