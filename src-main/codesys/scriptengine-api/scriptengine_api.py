"""Reader of the ScriptEngine API reference (scriptengine-api-reference.json), for python3 tools: the CODESYS stand-in
(which exposes exactly what the reference lists) and the static check of the templates. Not run inside CODESYS.

The reference's format is described in standins/codesys/README.md; the TypeScript reader is scriptengine-api.ts.
"""
import json
import os
import re

REFERENCE_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'scriptengine-api-reference.json')
_PROFILE = re.compile(r'SP\s*(\d+)(?:\s*Patch\s*(\d+))?', re.I)
_DOTTED = re.compile(r'^\d+(\.\d+){1,3}$')
# Type words of the reference that are no ScriptEngine class.
PLAIN_TYPES = frozenset(['str', 'string', 'int', 'long', 'bool', 'float', 'object', 'None', 'bytes', 'dict', 'Guid', 'Version',
                         'DateTime', 'datetime', 'TimeSpan', 'tuple', 'list', 'Sequence', 'callable', 'uint', 'short'])


def parse_version(text):
    """'CODESYS V3.5 SP21 Patch 5' or 'SP21 Patch 5' -> (3, 5, 21, 50); '3.5.17.0' -> (3, 5, 17, 0); None -> None."""
    if text is None:
        return None
    text = str(text).strip()
    if _DOTTED.match(text):
        parts = [int(p) for p in text.split('.')]
        return tuple(parts + [0] * (4 - len(parts)))
    match = _PROFILE.search(text)
    if not match:
        return None
    return (3, 5, int(match.group(1)), int(match.group(2) or 0) * 10)


def member_available(member, version, engine_versions=None):
    """Whether a member exists on that CODESYS version (None: any version). A 4.x `since` is a ScriptEngine API
    version: engine_versions ({(4, 2, 0, 0): (3, 5, 22, 0)}, from the reference's versions.scriptengine) maps it."""
    if version is None:
        return True
    since = parse_version(member.get('since'))
    if since is not None and since[0] >= 4:
        since = (engine_versions or {}).get(since, since)
    removed = parse_version(member.get('removed_in'))
    return (since is None or version >= since) and (removed is None or version < removed)


def type_parts(text):
    """A reference type as a list of ('list', item) or ('class', name): 'tuple[LibRepository]' -> [('list', 'LibRepository')],
    'ScriptObject or ScriptProject' -> [('class', 'ScriptObject'), ('class', 'ScriptProject')]; [] for no known shape."""
    if not text:
        return []
    text = re.sub(r'^Before V[\d.]+ ', '', text.strip().strip('`'))
    optional = re.match(r'^Optional\[(\w+)\]$', text)
    if optional:
        text = optional.group(1)
    parts = []
    for alternative in re.split(r'\s+or\s+', text):
        match = re.match(r'^(?:list|tuple|Sequence|IList)\[(\w+)\]$', alternative)
        if match:
            parts.append(('list', match.group(1)))
        elif re.match(r'^\w+$', alternative) and alternative != 'None':
            parts.append(('class', alternative))
    return parts


def param_type(param):
    """A parameter's type: the hand's where a peer contradicts the dump (`type_by_hand`), else the dump's."""
    return param.get('type_by_hand') or param.get('type')


def param_required(param):
    return 'default' not in param and 'default_by_hand' not in param and not param.get('variadic')


def param_default(param):
    return param.get('default_by_hand', param.get('default'))


def member_returns(member):
    """A member's return type: the hand's where the dump contradicts itself (`returns_by_hand`), else the dump's."""
    return member.get('returns_by_hand') or member.get('returns')


def signatures(member):
    """The ways to call a method: its documented signature first, then each overload (the dump's, or a peer's)."""
    return [member.get('params') or []] + [overload['params'] for overload in member.get('overloads', [])]


def overload_choice_required(member):
    """Whether the documented signature is a wrapper over C# overloads whose parameters "are not actually optional"
    (get_text, insert, remove, replace): the arguments given must be exactly those of one listed overload."""
    listed = [o for o in member.get('overloads', []) if str(o.get('source', '')).startswith('scriptDoc.txt')]
    return len(listed) >= 2


def bind(label, params, positional, keywords):
    """{name: value} as IronPython binds a call to this signature, or TypeError with IronPython's message. The values
    may be anything (the stand-in passes the arguments, the static check the syntax nodes)."""
    variadic = [p['name'] for p in params if p.get('variadic')]
    params = [p for p in params if not p.get('variadic')]
    names = [p['name'] for p in params]
    required = [p['name'] for p in params if param_required(p)]
    if len(positional) > len(params) and not variadic:
        raise TypeError('%s() takes %s %d argument%s (%d given)' % (
            label, 'exactly' if len(required) == len(params) else 'at most', len(params), '' if len(params) == 1 else 's', len(positional)))
    bound = dict(zip(names, positional))
    if variadic and len(positional) > len(params):
        bound[variadic[0]] = tuple(positional[len(params):])
    for key, value in keywords.items():
        if key not in names:
            raise TypeError("%s() got an unexpected keyword argument '%s'" % (label, key))
        if key in bound:
            raise TypeError("%s() got multiple values for keyword argument '%s'" % (label, key))
        bound[key] = value
    missing = [name for name in required if name not in bound]
    if missing:
        raise TypeError('%s() takes %s %d argument%s (%d given): %s missing' % (
            label, 'exactly' if len(required) == len(params) else 'at least', len(required), '' if len(required) == 1 else 's',
            len(bound), ', '.join(missing)))
    return bound


def overload_mismatch(label, member, given):
    """For a wrapper over C# overloads (overload_choice_required): the message when the names given (arguments that
    are not None) are not exactly those of one listed overload, else None."""
    if not overload_choice_required(member):
        return None
    listed = [o for o in member['overloads'] if str(o.get('source', '')).startswith('scriptDoc.txt')]
    if any(set(given) == set(p['name'] for p in o['params']) for o in listed):
        return None
    return '%s() with %s matches none of its %d overloads (%s): pass exactly the arguments of one, by keyword' % (
        label, ', '.join(sorted(given)) or 'no arguments', len(listed),
        '; '.join('%s(%s)' % (label, ', '.join(p['name'] for p in o['params'])) for o in listed))


class Reference(object):
    def __init__(self, data):
        self.data = data
        self.classes = data['classes']
        self.globals = data.get('globals', {})
        self.engine_versions = dict((parse_version(k), parse_version(v))
                                    for k, v in data.get('versions', {}).get('scriptengine', {}).items())
        self._cache = {}

    def has_class(self, name):
        return name in self.classes

    def own_members(self, name):
        return self.classes.get(name, {}).get('members', {})

    def lineage(self, name, facets=True):
        """The class, its bases, markers and (with facets) the classes that extend its objects, without repeats."""
        seen = []
        pending = [name]
        while pending:
            current = pending.pop(0)
            if current in seen or current not in self.classes:
                continue
            seen.append(current)
            entry = self.classes[current]
            pending.extend(entry.get('bases', []))
            pending.extend(entry.get('markers', []))
            if facets:
                pending.extend(entry.get('facets', {}).keys())
        return seen

    def members(self, name, version=None, facets=True):
        """Every member an object of class `name` may have: {member: (declaring class, entry)}."""
        key = (name, version, facets)
        if key not in self._cache:
            found = {}
            for current in self.lineage(name, facets):
                for member, entry in self.own_members(current).items():
                    if member not in found and member_available(entry, version, self.engine_versions):
                        found[member] = (current, entry)
            self._cache[key] = found
        return self._cache[key]

    def member(self, name, member, version=None):
        hit = self.members(name, version).get(member)
        return hit[1] if hit else None

    def is_a(self, name, wanted):
        """Whether an object of class `name` is accepted where `wanted` is typed (the class, a base or a marker)."""
        return wanted in self.lineage(name, facets=True)


def load(path=REFERENCE_PATH):
    with open(path, encoding='utf-8') as handle:
        return Reference(json.load(handle))
