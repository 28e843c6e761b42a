#!/usr/bin/env python3
"""Drafts the ScriptEngine API reference from a text dump of the official reference (scriptDoc.txt).

    python3 draft_from_scriptdoc.py /path/to/scriptDoc.txt [reference.json]

Reads every class of the dump (module, bases, members with kind, parameters and their types, return type, exceptions
and the version a member was added in) and merges it into the reference file beside this script: facts the dump
gives are refreshed, everything written by hand is kept (members and classes from other sources, `raises[].when`,
`live`, `profiles`, `optional`, `standin_internal`, `note`, the globals table). Descriptions are never copied: the
reference holds facts (names, types, line numbers), not the dump's sentences. The dump itself is not part of the
repository; its line numbers are the `source` of each drafted fact (`scriptDoc.txt:<line>`).
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_REFERENCE = os.path.join(HERE, 'scriptengine-api-reference.json')

CLASS_LINE = re.compile(r'^class(\w+)\.(\w+)(\(.*\))?\s*$')
PROPERTY_LINE = re.compile(r'^\s*property(\w+)\s*$')
ENUM_LINE = re.compile(r'^(\w+)= ?\(?(-?\d+),?\)?\s*$')
METHOD_LINE = re.compile(r'^(\w+)\((.*)\)\s*$')
PARAM_LINE = re.compile(r'^(\w+) \(([^)]*(?:\([^)]*\))?[^)]*)\)\s*[\u2013-]')
RAISES_LINE = re.compile(r'^([\w.]+)\s*[\u2013-]')
SECTIONS = ('Parameters:', 'Return type:', 'Returns:', 'Raises:', 'Version added:', 'rtype:', 'returns:', 'raises:')


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
    for part in split_params(text):
        if part in ('/', '*') or part == 'self':
            continue
        name, default, annotation = part, None, None
        if '=' in part:
            name, default = [p.strip() for p in part.split('=', 1)]
        if ':' in name:
            name, annotation = [p.strip() for p in name.split(':', 1)]
        entry = {'name': name.lstrip('*')}
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


def parse(path):
    with open(path, encoding='utf-8') as handle:
        lines = handle.read().split('\n')
    classes = {}
    current_class = None
    member = None
    section = None
    for index, raw in enumerate(lines):
        line_no = index + 1
        text = raw.strip()
        match = CLASS_LINE.match(raw)
        if match:
            module, name, args = match.groups()
            current_class = {'module': module, 'kind': 'list' if args and 'iterable' in args else 'class',
                             'source': 'scriptDoc.txt:%d' % line_no, 'bases': [], 'members': {}}
            classes[name] = current_class
            member, section = None, None
            continue
        if current_class is None:
            continue
        if text.startswith('Bases:'):
            bases = [b.strip() for b in text[len('Bases:'):].split(',') if b.strip()]
            if 'Enum' in bases:
                current_class['kind'] = 'enum'
            elif 'Exception' in bases:
                current_class['kind'] = 'exception'
            current_class['bases'] = [b for b in bases if b not in ('object', 'Enum', 'list', 'Exception')]
            continue
        if text in SECTIONS or text in ('type device:', 'param device:'):
            section = text.rstrip(':').lower()
            if section in ('version added',) and member is not None:
                version = next_text(lines, index)
                if version and re.match(r'^\d+(\.\d+)+$', version):
                    member['since'] = version
            continue
        if current_class['kind'] == 'enum':
            match = ENUM_LINE.match(raw)
            if match:
                member = {'kind': 'enum_member', 'value': int(match.group(2)), 'source': 'scriptDoc.txt:%d' % line_no}
                current_class['members'][match.group(1)] = member
                section = None
                continue
        match = PROPERTY_LINE.match(raw)
        if match:
            member = {'kind': 'property', 'source': 'scriptDoc.txt:%d' % line_no}
            current_class['members'][match.group(1)] = member
            section = None
            continue
        match = METHOD_LINE.match(raw)
        if match and raw == raw.lstrip() and '\u2013' not in raw:
            member = {'kind': 'method', 'params': parse_signature(match.group(2)), 'source': 'scriptDoc.txt:%d' % line_no}
            current_class['members'][match.group(1)] = member
            section = None
            continue
        if member is None or not text:
            continue
        if section == 'parameters' and member['kind'] == 'method':
            match = PARAM_LINE.match(text)
            if match:
                for param in member['params']:
                    if param['name'] == match.group(1) and 'type' not in param:
                        param['type'] = match.group(2).strip()
        elif section in ('return type', 'rtype'):
            # The first return type is the member's (one entry of the dump repeats the next member's under it).
            if 'returns' not in member:
                member['returns'] = re.sub(r'^Before V[\d.]+ ', '', text)
            section = None
        elif section in ('raises',):
            match = RAISES_LINE.match(text)
            if match:
                raises = member.setdefault('raises', [])
                if not any(r['type'] == match.group(1) for r in raises):
                    raises.append({'type': match.group(1)})
        elif section == 'version added' and 'since' not in member and re.match(r'^\d+(\.\d+)+$', text):
            member['since'] = text
            section = None
    for entry in classes.values():
        for member in entry['members'].values():
            if member['kind'] == 'property':
                member.setdefault('returns', None)
            if member.get('returns') is None:
                member.pop('returns', None)
    return classes


HAND_KEYS = ('live', 'profiles', 'optional', 'standin_internal', 'note', 'settable', 'when')


def merge(drafted, reference):
    classes = reference.setdefault('classes', {})
    for name, entry in drafted.items():
        kept = classes.get(name)
        if kept is None:
            classes[name] = entry
            continue
        for key in ('module', 'kind', 'source', 'bases'):
            kept[key] = entry[key]
        members = kept.setdefault('members', {})
        for member_name, member in entry['members'].items():
            old = members.get(member_name)
            if old is not None and not str(old.get('source', '')).startswith('scriptDoc.txt'):
                continue  # a hand-written fact about a member the dump also has: the hand wins
            if old is not None:
                for key in HAND_KEYS:
                    if key in old:
                        member[key] = old[key]
                old_raises = {r['type']: r for r in old.get('raises', [])}
                for raised in member.get('raises', []):
                    if 'when' in old_raises.get(raised['type'], {}):
                        raised['when'] = old_raises[raised['type']]['when']
                for raised in old.get('raises', []):
                    if raised['type'] not in [r['type'] for r in member.get('raises', [])]:
                        member.setdefault('raises', []).append(raised)
            members[member_name] = member
    return reference


def main(argv):
    if len(argv) < 2:
        sys.stderr.write(__doc__)
        return 2
    target = argv[2] if len(argv) > 2 else DEFAULT_REFERENCE
    reference = {}
    if os.path.exists(target):
        with open(target, encoding='utf-8') as handle:
            reference = json.load(handle)
    merge(parse(argv[1]), reference)
    reference['classes'] = dict(sorted(reference['classes'].items()))
    with open(target + '.tmp', 'w', encoding='utf-8') as handle:
        json.dump(reference, handle, indent=1, ensure_ascii=True)
        handle.write('\n')
    os.replace(target + '.tmp', target)
    print('%d classes, %d members' % (len(reference['classes']),
                                      sum(len(c.get('members', {})) for c in reference['classes'].values())))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
