"""The stand-in's law: the ScriptEngine API reference (src-main/codesys/scriptengine-api/scriptengine-api-reference.json).

Every ScriptEngine object of the stand-in derives from ApiObject and names its class in the reference (`_api_class`).
Then, as on a real CODESYS:
  - a public attribute the reference does not list for that class, on the active version, raises AttributeError with
    IronPython's message ("'ScriptProject' object has no attribute 'foo'"); the stand-in's own helpers are
    underscored, and test hooks or fault switches are listed in the reference with `standin_internal`;
  - an object that is of one kind only (a range parameter, a compound element) names its active facets
    (`_api_facets`): members of the other facets are missing, or raise the exception the reference documents for
    them (`value` on a compound element raises InvalidOperationException);
  - a method whose parameter the reference types as a ScriptEngine class (ScriptGateway, ManagedLib, ScriptObject)
    refuses a str or number there with TypeError ("expected ScriptGateway, got str");
  - the version profile (`--profile="CODESYS V3.5 SP21 Patch 5"`) hides members added later or removed earlier and
    applies the reference's version notes: `keyword-only` (the runtime overload binds positional arguments
    differently) and `unsupported` (the call raises).
Feature modules use `profile_note(class, member)`, `service_pack()` and `at_least(sp, patch)` for their own version notes;
this module is the stand-in's only reader of the profile (the CODESYS command line sets it before the script runs).
"""
import enum
import os
import sys

_REFERENCE_DIR = os.path.join(os.path.dirname(os.path.realpath(__file__)), '..', '..', '..', 'src-main', 'codesys', 'scriptengine-api')
sys.path.insert(0, os.path.realpath(_REFERENCE_DIR))
import scriptengine_api  # noqa: E402  (the reader beside the reference)

REFERENCE = scriptengine_api.load()
_profile = [None, None]
_caches = {}
# Members the stand-in still offers although no source shows them, each with the issue that settles it. The dynamic
# reference test fails when an entry is no longer needed: this list only shrinks.
KNOWN_EXTRAS = {
}
# Methods whose argument types the stand-in does not check yet, each with the issue that settles it (only shrinks).
KNOWN_LOOSE_ARGUMENTS = {
}
# Exceptions the reference names, for documented raises; modules register theirs (InvalidOperationException, ...).
EXCEPTIONS = {}


# -- the version profile


def set_profile(profile):
    """The --profile CODESYS was started with (None: the reference's default)."""
    _profile[0] = profile or REFERENCE.data['versions']['default']
    _profile[1] = scriptengine_api.parse_version(_profile[0]) or scriptengine_api.parse_version(REFERENCE.data['versions']['default'])
    _caches.clear()


def profile():
    return _profile[0]


def version():
    """The profile as a version tuple: 'CODESYS V3.5 SP21 Patch 5' -> (3, 5, 21, 50)."""
    return _profile[1]


set_profile(None)


def service_pack():
    return version()[2]


def at_least(sp, patch=0):
    return version()[2:] >= (sp, patch * 10)


def profile_note(api_class, member):
    """The reference's version note for this member on the active service pack ('keyword-only', 'unsupported: ...'),
    or None. Notes are keyed by profile ('SP21') and apply from that service pack on unless a later key says otherwise."""
    entry = REFERENCE.member(api_class, member, version())
    notes = (entry or {}).get('profiles') or {}
    chosen = None
    for key in sorted(notes, key=scriptengine_api.parse_version):
        if version() >= scriptengine_api.parse_version(key):
            chosen = notes[key]
    return chosen


# -- strict objects


def exception(name, message):
    cls = EXCEPTIONS.get(name)
    if cls is None:
        cls = EXCEPTIONS[name] = type(str(name), (Exception,), {})
    return cls(message)


def _members(api_class, facets):
    """{member: entry} an object of api_class has with exactly these facets active (None: every facet)."""
    key = ('members', api_class, facets, version())
    if key not in _caches:
        if facets is None:
            found = dict((n, e) for n, (_c, e) in REFERENCE.members(api_class, version()).items())
        else:
            found = dict((n, e) for n, (_c, e) in REFERENCE.members(api_class, version(), facets=False).items())
            for facet in facets:
                for name, (_c, entry) in REFERENCE.members(facet, version(), facets=False).items():
                    found.setdefault(name, entry)
        for name, why in KNOWN_EXTRAS.get(api_class, {}).items():
            found.setdefault(name, {'kind': 'extra', 'source': 'standin', 'note': why})
        if (REFERENCE.classes.get(api_class) or {}).get('kind') == 'list':
            # "Bases: list": a Python list's own methods (append, index, ...) are there as on any list.
            for name in dir(list):
                if not name.startswith('_'):
                    found.setdefault(name, {'kind': 'method', 'source': 'python list'})
        _caches[key] = found
    return _caches[key]


def _missing(api_class, name, facets):
    """The error for a member this object does not have: the documented raise of an inactive facet, else AttributeError."""
    if facets is not None:
        entry = REFERENCE.member(api_class, name, version())
        if entry is not None and entry.get('raises'):
            raised = entry['raises'][0]
            return exception(raised['type'], "%s is not available on this %s%s" % (
                name, api_class, (': raised when ' + raised['when']) if raised.get('when') else ''))
    return AttributeError("'%s' object has no attribute '%s'" % (api_class, name))


# Plain alternatives a typed parameter may also take ('ManagedLib or str').
_PLAIN = {'str': str, 'string': str, 'int': int, 'bool': bool, 'float': float}


def expected_classes(type_text):
    """The ScriptEngine classes a parameter's type allows (empty: not checked)."""
    key = ('expected', type_text)
    if key not in _caches:
        names = []
        for kind, name in scriptengine_api.type_parts(type_text):
            entry = REFERENCE.classes.get(name)
            if kind == 'class' and entry is not None and entry.get('kind') in ('class', 'list'):
                names.append(name)
        _caches[key] = names
    return _caches[key]


def plain_alternatives(type_text):
    """The Python types a parameter typed 'ManagedLib or str' also takes (str here)."""
    return tuple(_PLAIN[name] for kind, name in scriptengine_api.type_parts(type_text) if kind == 'class' and name in _PLAIN)


def accepts(value, expected, plain=()):
    """Whether a value passes where one of the expected ScriptEngine classes (or a plain alternative) is typed."""
    if value is None or (plain and isinstance(value, plain)):
        return True
    if not isinstance(value, ApiObject):
        return not isinstance(value, (str, bytes, int, float, list, tuple, dict))
    mine = value._api_name()
    for wanted in expected:
        if REFERENCE.is_a(mine, wanted) or REFERENCE.is_a(wanted, mine) or set([mine, wanted]) <= set(['ScriptObject', 'ScriptProject']):
            return True
    return False


# -- signatures: every call is held against the reference's documented signature and overloads


_LIB_DIR = os.path.dirname(os.path.realpath(__file__))
# The stand-in's own code: its modules, its executable and the surface crawler (which is no script either).
_OWN_FILES = (_LIB_DIR + os.sep, os.path.realpath(os.path.join(_LIB_DIR, '..', 'CODESYS')), os.path.realpath(os.path.join(_LIB_DIR, '..', 'surface_check.py')))


def _plain_accepts(kind, value):
    """IronPython's conversions for the plain .NET types: a str is no number, a number is no str."""
    if kind in ('str', 'string'):
        return isinstance(value, str)
    if kind in ('int', 'long', 'uint', 'short'):
        return isinstance(value, int) and not isinstance(value, enum.Enum)
    if kind == 'bool':
        return isinstance(value, (bool, int)) and not isinstance(value, enum.Enum)
    if kind == 'float':
        return isinstance(value, (int, float)) and not isinstance(value, (bool, enum.Enum))
    return True


def _type_name(value):
    if isinstance(value, ApiObject):
        return value._api_name()
    return type(value).__name__


def type_accepts(type_text, value, default=None):
    """Whether `value` may be passed where the reference types `type_text`: ScriptEngine classes (with their bases and
    markers), enums (a value of that enum: a str or int is a TypeError, as IronPython converts neither), and str, int,
    bool, float. Types the stand-in cannot tell (Guid, object, delegates, dict[...]) accept anything. None passes
    where a class is typed (null), or where the documented default is None."""
    parts = scriptengine_api.type_parts(type_text)
    if not parts:
        return True
    if value is None:
        # null: fine for a class or a str; a .NET enum is a value type (unless the documented default is None).
        return default == 'None' or 'None' in str(type_text) or not any(
            REFERENCE.classes.get(name, {}).get('kind') == 'enum' for _kind, name in parts)
    for kind, name in parts:
        entry = REFERENCE.classes.get(name)
        if kind == 'list':
            if isinstance(value, (list, tuple)) or (name == 'byte' and isinstance(value, (bytes, bytearray))) or (isinstance(value, ApiObject) and REFERENCE.classes.get(value._api_name(), {}).get('kind') == 'list'):
                return True
        elif entry is not None and entry.get('kind') == 'enum':
            # A value of that enum (the stand-in's enum classes carry the reference's names).
            if type(value).__name__ == name:
                return True
        elif entry is not None and entry.get('kind') in ('class', 'list'):
            if accepts(value, [name]):
                return True
        elif name in _PLAIN_CHECKED:
            if _plain_accepts(name, value):
                return True
        else:
            return True  # a type the stand-in cannot tell
    return False


_PLAIN_CHECKED = frozenset(['str', 'string', 'int', 'long', 'uint', 'short', 'bool', 'float'])


def _check_types(params, bound):
    for param in params:
        if param['name'] in bound and not param.get('variadic'):
            value = bound[param['name']]
            type_text = scriptengine_api.param_type(param)
            if not type_accepts(type_text, value, scriptengine_api.param_default(param)):
                wanted = scriptengine_api.type_parts(type_text)
                raise TypeError('expected %s, got %s' % (wanted[0][1] if wanted else type_text, _type_name(value)))


def check_call(api_class, name, entry, args, kwargs):
    """Raises TypeError as IronPython would when no documented signature of the member takes these arguments."""
    label = name
    errors = []
    signatures = scriptengine_api.signatures(entry)
    for index, params in enumerate(signatures):
        try:
            bound = scriptengine_api.bind(label, params, args, kwargs)
        except TypeError as error:
            errors.append((0, error))
            continue
        try:
            _check_types(params, bound)
        except TypeError as error:
            errors.append((1, error))
            continue
        mismatch = scriptengine_api.overload_mismatch(label, entry, [k for k, v in bound.items() if v is not None]) if index == 0 else None
        if mismatch:
            errors.append((1, TypeError(mismatch)))
            continue
        return
    # The error of the signature that came closest (bound, but a wrong type) or else the documented one's.
    errors.sort(key=lambda e: -e[0])
    raise errors[0][1]


def returns_accepted(type_text, value):
    """Whether a value the stand-in returns is of the documented return type (None always is: "or None")."""
    if value is None or not type_text:
        return True
    return type_accepts(type_text, value)


def _checked_method(api_class, name, method):
    entry = REFERENCE.member(api_class, name, version())
    note = profile_note(api_class, name)
    if entry is None or entry.get('kind') != 'method':
        return method
    params = entry.get('params') or []
    loose = name in KNOWN_LOOSE_ARGUMENTS.get(api_class, ())
    returns = scriptengine_api.member_returns(entry)

    def call(*args, **kwargs):
        if note and note.startswith('unsupported'):
            # The .NET interface's name, as the message a peer saw live on SP21 Patch 5 ("IScriptUser.change_password ...").
            raise exception('NotSupportedException', 'I%s.%s is no longer supported' % (api_class, name))
        if note and note.startswith('keyword-only') and args:
            # The runtime overload binds the first positional argument to the reporter: IronPython's conversion error.
            first = [p.get('type') for p in params if p['name'] == 'reporter'] or [params[0].get('type') if params else 'object']
            raise TypeError('expected %s, got %s (%s.%s on %s binds positional arguments to another overload: pass every '
                            'argument by keyword)' % (first[0], type(args[0]).__name__, api_class, name, profile()))
        if not loose and _script_writes():
            # A script's call (the stand-in's own modules call each other freely, as C# does behind the API).
            check_call(api_class, name, entry, args, kwargs)
        result = method(*args, **kwargs)
        if not returns_accepted(returns, result):
            raise StandinContractError('stand-in: %s.%s returned %s where the reference documents %s' % (
                api_class, name, _type_name(result), returns))
        return result

    call.__name__ = name
    call.__doc__ = method.__doc__
    call.__wrapped__ = method  # the stand-in's own signature, for the surface check (inspect.signature follows it)
    return call


class StandinContractError(AssertionError):
    """The stand-in broke the reference (a wrong return type): a bug of the stand-in, never what a real CODESYS does."""


def checked(obj, name, value):
    """A bound method of a strict object, with the reference's signatures, return type and version notes applied.
    (Property values are held to their documented types by the surface check, which reads them all.)"""
    if callable(value) and hasattr(value, '__self__'):
        return _checked_method(obj._api_name(), name, value)
    return value


def check_write(obj, name, by_script):
    """An attribute write on a strict object: AttributeError for a member the class lacks, and, from a script, for a
    property the reference documents as read-only (IronPython's message for a .NET property without a setter)."""
    api_class = obj._api_name()
    entry = _members(api_class, None).get(name)
    if entry is None or entry.get('kind') != 'property':
        raise AttributeError("'%s' object has no attribute '%s'" % (api_class, name))
    if by_script and entry.get('settable') is False:
        raise AttributeError("attribute '%s' of '%s' object is read-only" % (name, api_class))


def _script_writes(depth=2):
    """Whether the attribute write (or call) under way comes from a script, not from the stand-in's own modules: the
    frame `depth` levels up from the caller of this function."""
    frame = sys._getframe(depth)
    filename = os.path.realpath(frame.f_code.co_filename)
    return not filename.startswith(_OWN_FILES[0]) and filename not in _OWN_FILES[1:]


class ApiObject(object):
    """A ScriptEngine object with exactly the reference's members (see the module's docstring)."""

    _api_class = None

    def _api_name(self):
        return type(self).__dict__.get('_api_class') or type(self)._api_class or type(self).__name__

    def _api_facets(self):
        """The facets (reference classes) this object has now; None: every facet the reference lists for its class."""
        return None

    def __getattribute__(self, name):
        if name[0] == '_':
            return object.__getattribute__(self, name)
        api_class = object.__getattribute__(self, '_api_name')()
        facets = object.__getattribute__(self, '_api_facets')()
        facets = tuple(facets) if facets is not None else None
        if name not in _members(api_class, facets):
            extra = object.__getattribute__(self, '_api_extra')(name)
            if extra is not None:
                return extra
            raise _missing(api_class, name, facets)
        try:
            value = object.__getattribute__(self, name)
        except AttributeError:
            # A member the class does not define itself: its dispatch serves it (already checked) or raises. Not a
            # __getattr__, which Python would also call for the members refused above.
            value = object.__getattribute__(self, '_api_dispatch')(name)
        return checked(self, name, value)

    def _api_extra(self, name):
        """A member the reference does not list for the class that the object still serves; None: none."""
        return None

    def _api_dispatch(self, name):
        """A listed member the class does not define, served by a table (ScriptObject's kind-specific members)."""
        raise AttributeError("'%s' object has no attribute '%s'" % (self._api_name(), name))

    def __setattr__(self, name, value):
        if name[0] != '_':
            check_write(self, name, _script_writes())
            declared = getattr(type(self), name, None)
            if isinstance(declared, property) and declared.fset is None:
                # The stand-in implements it without a setter: IronPython's words, not Python's ("has no setter").
                raise AttributeError("attribute '%s' of '%s' object is read-only" % (name, self._api_name()))
        object.__setattr__(self, name, value)

    def __dir__(self):
        facets = self._api_facets()
        return sorted(_members(self._api_name(), tuple(facets) if facets is not None else None))


def surface(obj):
    """The public members an object really offers (what the dynamic reference test compares): its class's public
    attributes (inherited ones included) plus what its dispatch serves."""
    names = set(n for n in dir(type(obj)) if not n.startswith('_'))
    served = getattr(obj, '_api_served', None)
    if served is not None:
        names |= set(served())
    return names
