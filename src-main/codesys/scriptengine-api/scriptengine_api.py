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
    text = re.sub(r'^Before V[\d.]+ ', '', text.strip())
    parts = []
    for alternative in re.split(r'\s+or\s+', text):
        match = re.match(r'^(?:list|tuple|Sequence|IList)\[(\w+)\]$', alternative)
        if match:
            parts.append(('list', match.group(1)))
        elif re.match(r'^\w+$', alternative) and alternative != 'None':
            parts.append(('class', alternative))
    return parts


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
