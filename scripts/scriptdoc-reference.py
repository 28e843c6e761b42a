#!/usr/bin/env python3
"""Generates the ScriptEngine API reference from a text dump of the official reference (scriptDoc.txt).

    python3 scripts/scriptdoc-reference.py SCRIPTDOC [--reference FILE]    regenerate the reference (default: the one in
                                                                           src-main/codesys/scriptengine-api/)
    python3 scripts/scriptdoc-reference.py SCRIPTDOC --check               exit 1 when the reference is not what the
                                                                           converter makes of SCRIPTDOC (prints the first
                                                                           differences)
    python3 scripts/scriptdoc-reference.py SCRIPTDOC --parse               print what the dump says, as JSON (no merge)

SCRIPTDOC is scriptDoc.txt of the public repository johannesPettersson80/codesys-mcp-toolkit, e.g.
`git -C <mirror> show HEAD:scriptDoc.txt > scriptDoc.txt`. The text is a copy of CODESYS GmbH's documentation: the
repository's MIT licence is its contributors', not CODESYS GmbH's, so the text is not kept in this repository; the
reference holds facts (names, types, defaults, line numbers) and records the sha256 of the text it was made from.

From the dump, for every class (module, kind, bases; exception classes such as ScriptOnline.ValuesFailedException and
enums with no values listed, such as ScriptOnline.CredentialSourceKind, included):
  - every member with its kind; a method's documented signature (`params`: name, type, default; a parameter without
    default is required) and return type; its C# overloads as the dump lists them (`overloads`: `name(self, ...) (k/n)`,
    each with its parameters and return type) and how many the dump says there are (`overload_count`);
  - `settable` of a property from its first sentence: "Gets or sets", "Get or set", "Set/get", "Get/set" -> true; a
    sentence that starts with "Gets", "Get", "Returns" and says nothing of setting -> false (read-only); anything
    else (e.g. "Priority of the task.") leaves it open: the key is absent;
  - an exception class's constructor (`constructor`);
  - `raises` and `since`;
  - where the dump contradicts itself (`contradictions`): a return type its own "Returns:" sentence contradicts, a
    warning announcing more overloads than the dump lists, a warning naming parameters the signature lacks, a member
    documented twice in one class, a parameter its description calls optional that the signature requires. The reason and the peers' evidence (`evidence`, `follows`) are written by hand and
    kept.
Everything written by hand is kept: classes and members from other sources, hand keys on dump members (`live`,
`profiles`, `optional`, `standin_internal`, `note`, `removed_in`, `when` of a raise), hand overloads (any overload whose
source is not scriptDoc.txt), hand parameter types and defaults (`type_by_hand`, `default_by_hand`) and return types (`returns_by_hand`), each
where the dump is contradicted by a peer's evidence (readers take the hand value), the globals, the guesses. Descriptions are never
copied. A member the dump no longer has under that class (e.g. one an older converter filed under the wrong class) is
dropped and reported, unless it carries a `note` (a member written by hand from the dump's prose, such as Dispose).
"""
import hashlib
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_REFERENCE = os.path.join(ROOT, 'src-main', 'codesys', 'scriptengine-api', 'scriptengine-api-reference.json')

CLASS_LINE = re.compile(r'^(class|exception)(\w+)\.(\w+)(\(.*\))?\s*$')
# An enum the dump names without listing its values (line 2: "ScriptOnline.CredentialSourceKind(Enum)").
BARE_ENUM_LINE = re.compile(r'^(\w+)\.(\w+)\(Enum\)\s*$')
PROPERTY_LINE = re.compile(r'^\s*property(\w+)\s*$')
ENUM_LINE = re.compile(r'^(\w+)= ?\(?(-?\d+),?\)?\s*$')
METHOD_LINE = re.compile(r'^(\w+)\((.*)\)\s*$')
# One C# overload of the method above it: "replace(self, offset, length, newtext) (1/3)", "replace (self, new_text) (3/3)",
# "import_vendor_description(path, source) (2/2)".
OVERLOAD_LINE = re.compile(r'^(\w+) ?\((?:self,?\s*)?(.*?)\)\s*\((\d+)/(\d+)\)\s*$')
OVERLOAD_COUNT = re.compile(r'contains (\d+) overloads')
NOT_OPTIONAL = re.compile(r'keywords\. (.+?) (?:is|are) not actually optional')
PARAM_LINE = re.compile(r'^(\w+) \(([^)]*(?:\([^)]*\))?[^)]*)\)\s*[\u2013-]')
RAISES_LINE = re.compile(r'^([\w.]+)\s*[\u2013-]')
OPTIONAL_PROSE = re.compile(r'^\s*(optional\b|\(optional\))', re.I)
SECTIONS = ('Parameters:', 'Return type:', 'Returns:', 'Raises:', 'Version added:', 'rtype:', 'returns:', 'raises:')
SETTABLE = re.compile(r'\b(gets?\s+or\s+sets?|sets?\s*/\s*gets?|gets?\s*/\s*sets?)\b', re.I)
READ_ONLY = re.compile(r'^(gets?|returns?)\b', re.I)
PLAIN_RETURNS = frozenset(['str', 'int', 'bool', 'float', 'long'])
HAND_KEYS = ('live', 'profiles', 'optional', 'standin_internal', 'note', 'removed_in')
DOC = 'scriptDoc.txt'


def split_params(text):
    """`a, b=X(1, 2), *c` -> ['a', 'b=X(1, 2)', '*c'] (commas inside brackets or quotes do not split)."""
    parts, depth, quote, current = [], 0, None, ''
    for char in text:
        if quote:
            quote = None if char == quote else quote
        elif char in '\'"':
            quote = char
        elif char in '([{':
            depth += 1
        elif char in ')]}':
            depth -= 1
        elif char == ',' and depth == 0:
            parts.append(current.strip())
            current = ''
            continue
        current += char
    if current.strip():
        parts.append(current.strip())
    return parts


def parse_signature(text):
    params = []
    for part in split_params(text or ''):
        if part in ('/', '*') or part == 'self':
            continue
        name, default, annotation = part, None, None
        if '=' in part:
            name, default = [p.strip() for p in part.split('=', 1)]
        if ':' in name:
            name, annotation = [p.strip() for p in name.split(':', 1)]
        entry = {'name': name.lstrip('*')}
        if name.startswith('*'):
            entry['variadic'] = True  # *arguments: any number, none required
        if annotation:
            entry['type'] = annotation
        if default is not None:
            entry['default'] = default.strip('\'"') if default.startswith(("'", '"')) else default
        params.append(entry)
    return params


def next_text(lines, index):
    """The first non-empty line after `index`, or None when a new section starts first."""
    for j in range(index + 1, min(index + 4, len(lines))):
        text = lines[j].strip()
        if text:
            return None if text in SECTIONS else text
    return None


def source(line_no):
    return '%s:%d' % (DOC, line_no)


class Parser(object):
    def __init__(self, text):
        self.lines = text.split('\n')
        self.classes = {}
        self.contradictions = []
        self.current = None  # the class
        self.member = None  # the member whose sections follow
        self.target = None  # where Parameters/Return type go: the member or one of its overloads
        self.section = None
        self.describe = None  # a property waiting for its first sentence

    def contradiction(self, kind, member, lines, says):
        self.contradictions.append({'id': '%s %s' % (member, kind), 'kind': kind, 'member': member,
                                    'doc': [{'line': line, 'says': text} for line, text in zip(lines, says)]})

    def start_class(self, module, name, kind, line_no):
        self.current = {'module': module, 'kind': kind, 'source': source(line_no), 'bases': [], 'members': {}}
        self.classes[name] = self.current
        self.current_name = name
        self.member = self.target = self.section = self.describe = None

    def add_member(self, name, entry, line_no):
        members = self.current['members']
        if name in members and self.current['kind'] != 'enum':
            first = members[name]['source'].split(':')[1]
            self.contradiction('documented twice', '%s.%s' % (self.current_name, name), [int(first), line_no],
                               ['%s %s' % (members[name]['kind'], name), '%s %s' % (entry['kind'], name)])
        members[name] = entry
        self.member = self.target = entry
        self.section = self.describe = None

    def parse(self):
        for index, raw in enumerate(self.lines):
            self.line(index, raw)
        self.finish()
        return self

    def line(self, index, raw):
        line_no = index + 1
        text = raw.strip()
        match = CLASS_LINE.match(raw)
        if match:
            prefix, module, name, args = match.groups()
            kind = 'exception' if prefix == 'exception' else ('list' if args and 'iterable' in args else 'class')
            self.start_class(module, name, kind, line_no)
            return
        match = BARE_ENUM_LINE.match(raw)
        if match:
            self.start_class(match.group(1), match.group(2), 'enum', line_no)
            return
        if self.current is None:
            return
        if self.describe is not None and text:
            # A property's first sentence says whether scripts may set it.
            if SETTABLE.search(text) or re.match(r'^sets?\b', text, re.I):
                self.describe['settable'] = True
            elif READ_ONLY.match(text):
                self.describe['settable'] = False
            self.describe = None
        if text.startswith('Bases:'):
            bases = [b.strip() for b in text[len('Bases:'):].split(',') if b.strip()]
            if 'Enum' in bases:
                self.current['kind'] = 'enum'
            elif 'Exception' in bases:
                self.current['kind'] = 'exception'
            self.current['bases'] = [b for b in bases if b not in ('object', 'Enum', 'list', 'Exception')]
            return
        if text in SECTIONS or text in ('type device:', 'param device:'):
            self.section = text.rstrip(':').lower()
            if self.section == 'version added' and self.member is not None:
                version = next_text(self.lines, index)
                if version and re.match(r'^\d+(\.\d+)+$', version):
                    self.member['since'] = version
            return
        if self.current['kind'] == 'enum':
            match = ENUM_LINE.match(raw)
            if match:
                self.add_member(match.group(1), {'kind': 'enum_member', 'value': int(match.group(2)), 'source': source(line_no)}, line_no)
                return
        match = PROPERTY_LINE.match(raw)
        if match:
            entry = {'kind': 'property', 'source': source(line_no)}
            self.add_member(match.group(1), entry, line_no)
            self.describe = entry
            return
        match = OVERLOAD_LINE.match(raw)
        if match and self.member is not None and self.member.get('kind') == 'method' and match.group(1) == self.member_name():
            overload = {'params': parse_signature(match.group(2)), 'source': source(line_no)}
            self.member.setdefault('overloads', []).append(overload)
            self.target = overload
            self.section = None
            return
        match = METHOD_LINE.match(raw)
        if match and raw == raw.lstrip() and '\u2013' not in raw:
            name = match.group(1)
            entry = {'kind': 'method', 'params': parse_signature(match.group(2)), 'source': source(line_no)}
            if self.current['kind'] == 'exception' and name == self.current_name:
                self.current['constructor'] = entry
                self.member = self.target = entry
                self.section = self.describe = None
                return
            self.add_member(name, entry, line_no)
            return
        if self.member is None or not text:
            return
        match = OVERLOAD_COUNT.search(text)
        if match and self.member.get('kind') == 'method':
            self.member['overload_count'] = int(match.group(1))
            named = NOT_OPTIONAL.search(text)
            if named:
                self.member['_not_optional'] = (line_no, named.group(1))
            return
        target = self.target if self.target is not None else self.member
        if self.section == 'parameters' and 'params' in target:
            match = PARAM_LINE.match(text)
            if match:
                for param in target['params']:
                    if param['name'] == match.group(1) and 'type' not in param:
                        param['type'] = match.group(2).strip()
                    if param['name'] == match.group(1) and 'default' not in param and not param.get('variadic') and OPTIONAL_PROSE.search(text[match.end():]):
                        self.contradiction('optional in prose, required in the signature', '%s.%s' % (self.current_name, self.member_name()),
                                           [int(self.member['source'].split(':')[1]), line_no],
                                           ['%s has no default' % param['name'], '%s: Optional ...' % param['name']])
        elif self.section in ('return type', 'rtype'):
            if 'returns' not in target:
                target['returns'] = re.sub(r'^Before V[\d.]+ ', '', text)
                target['_returns_line'] = line_no
            self.section = None
        elif self.section in ('returns',):
            if '_returns_text' not in target:
                target['_returns_text'] = (line_no, text)
        elif self.section == 'raises':
            match = RAISES_LINE.match(text)
            if match:
                raises = self.member.setdefault('raises', [])
                if not any(r['type'] == match.group(1) for r in raises):
                    raises.append({'type': match.group(1)})
        elif self.section == 'version added' and 'since' not in self.member and re.match(r'^\d+(\.\d+)+$', text):
            self.member['since'] = text
            self.section = None

    def member_name(self):
        for name, entry in self.current['members'].items():
            if entry is self.member:
                return name
        return None

    def finish(self):
        class_names = set(self.classes)
        for class_name, entry in self.classes.items():
            for name, member in entry['members'].items():
                self.finish_member('%s.%s' % (class_name, name), member, class_names)
            if 'constructor' in entry:
                self.finish_member('%s.%s' % (class_name, class_name), entry['constructor'], class_names)

    def finish_member(self, where, member, class_names):
        for target in [member] + member.get('overloads', []):
            said = target.pop('_returns_text', None)
            line = target.pop('_returns_line', None)
            returns = target.get('returns')
            if said and returns in PLAIN_RETURNS:
                named = [word for word in re.findall(r'\b([A-Z]\w+)\b', said[1]) if word in class_names]
                if named:
                    self.contradiction('return type', where, [line, said[0]],
                                       ['Return type: %s' % returns, 'Returns: ... %s ...' % named[0]])
        overloads = member.get('overloads', [])
        by_name = dict((p['name'], p) for p in member.get('params', []))
        for overload in overloads:
            for param in overload['params']:
                if 'type' not in param and 'type' in by_name.get(param['name'], {}):
                    param['type'] = by_name[param['name']]['type']
        if overloads and 'returns' not in member:
            kinds = set(o.get('returns') for o in overloads)
            if len(kinds) == 1 and None not in kinds:
                member['returns'] = kinds.pop()
        count = member.get('overload_count')
        if count and len(overloads) < count:
            self.contradiction('overloads not listed', where, [int(member['source'].split(':')[1])],
                               ['%d overloads announced, %d listed' % (count, len(overloads))])
        not_optional = member.pop('_not_optional', None)
        if not_optional:
            named = [n.strip() for n in re.split(r',\s*(?:and\s+)?|\s+and\s+', not_optional[1]) if n.strip()]
            known = set(p['name'] for p in member.get('params', []))
            foreign = [n for n in named if n not in known]
            if foreign:
                self.contradiction('warning names other parameters', where, [not_optional[0]],
                                   ['not actually optional: %s' % ', '.join(named)])
        if member.get('kind') == 'property' and member.get('returns') is None:
            member.pop('returns', None)


def parse(text):
    parser = Parser(text).parse()
    return parser.classes, parser.contradictions


def merge_member(old, new):
    """A dump member refreshed from the dump, with what was written by hand on the old one kept."""
    for key in HAND_KEYS:
        if key in old:
            new[key] = old[key]
    old_raises = dict((r['type'], r) for r in old.get('raises', []))
    for raised in new.get('raises', []):
        if 'when' in old_raises.get(raised['type'], {}):
            raised['when'] = old_raises[raised['type']]['when']
    for raised in old.get('raises', []):
        if raised['type'] not in [r['type'] for r in new.get('raises', [])]:
            new.setdefault('raises', []).append(raised)
    if 'returns_by_hand' in old:
        new['returns_by_hand'] = old['returns_by_hand']
    old_params = dict((p['name'], p) for p in old.get('params', []))
    for param in new.get('params', []):
        for key in ('type_by_hand', 'default_by_hand'):
            if key in old_params.get(param['name'], {}):
                param[key] = old_params[param['name']][key]
    hand = [o for o in old.get('overloads', []) if not str(o.get('source', '')).startswith(DOC)]
    if hand:
        new['overloads'] = new.get('overloads', []) + hand
    return new


def merge(drafted, contradictions, reference, digest):
    classes = reference.setdefault('classes', {})
    dropped = []
    for name, entry in drafted.items():
        kept = classes.get(name)
        if kept is None:
            classes[name] = entry
            continue
        for key in ('module', 'kind', 'source', 'bases', 'constructor'):
            if key in entry:
                kept[key] = entry[key]
        members = kept.setdefault('members', {})
        for member_name in list(members):
            # A member written by hand from the dump's prose (Dispose, from "call the Dispose() method") carries a note.
            old = members[member_name]
            if str(old.get('source', '')).startswith(DOC + ':') and 'note' not in old and member_name not in entry['members']:
                dropped.append('%s.%s' % (name, member_name))
                del members[member_name]
        for member_name, member in entry['members'].items():
            old = members.get(member_name)
            if old is not None and not str(old.get('source', '')).startswith(DOC):
                continue  # a hand-written fact about a member the dump also has: the hand wins
            members[member_name] = merge_member(old, member) if old is not None else member
    old_entries = dict((c['id'], c) for c in reference.get('contradictions', {}).get('entries', []))
    entries = []
    for found in contradictions:
        old = old_entries.pop(found['id'], {})
        for key in ('evidence', 'follows'):
            if key in old:
                found[key] = old[key]
        entries.append(found)
    # Contradictions no detector finds (a form the dump mentions but never documents) are written by hand: kept.
    entries.extend(c for c in old_entries.values() if c.get('kind') == 'by hand')
    reference['contradictions'] = {
        'about': reference.get('contradictions', {}).get('about', ''),
        'entries': entries,
    }
    reference.setdefault('source_text', {})[DOC] = {'sha256': digest}
    reference['classes'] = dict(sorted(classes.items()))
    return dropped


def render(reference):
    return json.dumps(reference, indent=1, ensure_ascii=True) + '\n'


def main(argv):
    args = [a for a in argv[1:] if not a.startswith('--')]
    flags = [a for a in argv[1:] if a.startswith('--')]
    target = DEFAULT_REFERENCE
    if '--reference' in argv:
        target = argv[argv.index('--reference') + 1]
        args.remove(target)
    if not args:
        sys.stderr.write(__doc__)
        return 2
    with open(args[0], 'rb') as handle:
        raw = handle.read()
    drafted, contradictions = parse(raw.decode('utf-8'))
    if '--parse' in flags:
        sys.stdout.write(json.dumps({'classes': drafted, 'contradictions': contradictions}, indent=1, ensure_ascii=True) + '\n')
        return 0
    with open(target, encoding='utf-8') as handle:
        before = handle.read()
    reference = json.loads(before)
    dropped = merge(drafted, contradictions, reference, hashlib.sha256(raw).hexdigest())
    after = render(reference)
    if '--check' in flags:
        if after == before:
            print('the reference is what the converter makes of %s' % args[0])
            return 0
        import difflib
        diff = list(difflib.unified_diff(before.split('\n'), after.split('\n'), 'committed', 'converted', lineterm='', n=1))
        sys.stdout.write('\n'.join(diff[:60]) + '\n')
        return 1
    with open(target + '.tmp', 'w', encoding='utf-8') as handle:
        handle.write(after)
    os.replace(target + '.tmp', target)
    for name in dropped:
        print('dropped (no longer in the dump under this class): %s' % name)
    unexplained = [c['id'] for c in reference['contradictions']['entries'] if not c.get('follows')]
    print('%d classes, %d members, %d contradictions (%d without evidence and a choice yet)' % (
        len(reference['classes']), sum(len(c.get('members', {})) for c in reference['classes'].values()),
        len(reference['contradictions']['entries']), len(unexplained)))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
