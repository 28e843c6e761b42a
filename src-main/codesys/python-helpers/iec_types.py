# The declared IEC type of an online expression ("PLC_PRG.counter" -> "INT", "GVL.axes[2].pos" -> "LREAL",
# "PLC_PRG.fbTimer.ET" -> "TIME"), read from the project's declarations, since read_value returns only text; and the
# I/O address of a variable an expression names whole ("GVL_IO.ConveyorMotor" -> "%QX0.0"): its AT %I/%Q/%M, else
# the device channel the IO mapping ties it to. Needs common.py. Declared types are shown as written (an
# enumeration or alias by its name); null when unknown. The comment after a variable's declaration comes too, for
# the safety patterns.
from __future__ import print_function

import hashlib
import re

_COMMENTS = re.compile(r"\(\*.*?\*\)|/\*.*?\*/|//[^\n]*|\{[^}]*\}", re.S)
_VAR_BLOCK = re.compile(r"\b(?:VAR_GLOBAL|VAR_INPUT|VAR_OUTPUT|VAR_IN_OUT|VAR_STAT|VAR_INST|VAR)\b(?:\s+(?:CONSTANT|RETAIN|"
                        r"PERSISTENT))*(.*?)\bEND_VAR\b", re.S | re.I)
_HEADER = re.compile(r"^\s*(PROGRAM|FUNCTION_BLOCK)\b(?:\s+(?:PUBLIC|PRIVATE|PROTECTED|INTERNAL|ABSTRACT|FINAL)\b)*"
                     r"\s+([A-Za-z_]\w*)(?:\s+EXTENDS\s+([A-Za-z_][\w.]*))?", re.I)
_TYPE = re.compile(r"\bTYPE\s+([A-Za-z_]\w*)\s*(?:EXTENDS\s+([A-Za-z_][\w.]*)\s*)?:\s*(.*?)\s*END_TYPE", re.S | re.I)
_ARRAY = re.compile(r"^ARRAY\s*\[(.*?)\]\s*OF\s+(.+)$", re.S | re.I)
_POINTER = re.compile(r"^(?:POINTER|REFERENCE)\s+TO\s+(.+)$", re.S | re.I)
_PART = re.compile(r"\.?([A-Za-z_]\w*)|\[([^\]]*)\]|(\^)")
_LOCATED = re.compile(r"^\s*([A-Za-z_]\w*)\s+AT\s+(%[IQM][XBWDL]?[\d.]*\d)\s*$", re.I)
# The members of the Standard library's function blocks (a project does not declare them).
_STANDARD_BLOCKS = {
    'TON': {'IN': 'BOOL', 'PT': 'TIME', 'Q': 'BOOL', 'ET': 'TIME'},
    'TOF': {'IN': 'BOOL', 'PT': 'TIME', 'Q': 'BOOL', 'ET': 'TIME'},
    'TP': {'IN': 'BOOL', 'PT': 'TIME', 'Q': 'BOOL', 'ET': 'TIME'},
    'R_TRIG': {'CLK': 'BOOL', 'Q': 'BOOL'},
    'F_TRIG': {'CLK': 'BOOL', 'Q': 'BOOL'},
    'CTU': {'CU': 'BOOL', 'RESET': 'BOOL', 'PV': 'INT', 'Q': 'BOOL', 'CV': 'INT'},
    'CTD': {'CD': 'BOOL', 'LOAD': 'BOOL', 'PV': 'INT', 'Q': 'BOOL', 'CV': 'INT'},
    'CTUD': {'CU': 'BOOL', 'CD': 'BOOL', 'RESET': 'BOOL', 'LOAD': 'BOOL', 'PV': 'INT', 'QU': 'BOOL', 'QD': 'BOOL', 'CV': 'INT'},
    'SR': {'SET1': 'BOOL', 'RESET': 'BOOL', 'Q1': 'BOOL'},
    'RS': {'SET': 'BOOL', 'RESET1': 'BOOL', 'Q1': 'BOOL'},
}
_MAX_DEPTH = 16


def _split_top(text, separator):
    parts, depth, quote, start = [], 0, None, 0
    for index, char in enumerate(text):
        if quote:
            if char == quote:
                quote = None
        elif char in '\'"':
            quote = char
        elif char in '([':
            depth += 1
        elif char in ')]':
            depth -= 1
        elif depth == 0 and char == separator:
            parts.append(text[start:index])
            start = index + 1
    parts.append(text[start:])
    return [part.strip() for part in parts if part.strip()]


def _declared(text):
    """NAME (upper case) -> type text of every member declared in `text` (VAR blocks or a STRUCT body)."""
    members = {}
    for statement in _split_top(text, ';'):
        head, sep, rest = statement.partition(':')
        if not sep or rest.startswith('='):
            continue
        type_text = _split_top(rest, ':')[0] if ':=' not in rest else rest[:rest.index(':=')]
        type_text = ' '.join(type_text.split())
        for name in re.sub(r'\bAT\s+%\S+', '', head, flags=re.I).split(','):
            if name.strip():
                members[name.strip().upper()] = type_text
    return members


def _located(text):
    """NAME (upper case) -> AT address of every variable located in the VAR blocks of `text`."""
    found = {}
    for body in _VAR_BLOCK.findall(text):
        for statement in _split_top(body, ';'):
            located = _LOCATED.match(statement.partition(':')[0])
            if located:
                found[located.group(1).upper()] = located.group(2).upper()
    return found


def _expression_parts(expression, application_name):
    """(name, index, deref) of each step of an expression, without a leading application name."""
    parts = [(m.group(1), m.group(2), m.group(3)) for m in _PART.finditer(to_text(expression))]
    if parts and parts[0][0] is not None and parts[0][0].upper() == application_name and len(parts) > 2:
        parts = parts[1:]
    return parts


def channel_addresses(project, application_name):
    """SCOPE.NAME (upper case) -> the address of the device channel mapped to that existing variable
    (ScriptIoMapping.variable on a connector's host_parameters; manual_iec_address gives the automatic address
    when none was set by hand). A mapping that creates a new variable (an unqualified name) is left out."""
    mapped = {}
    for device in project.get_children(True):
        if not getattr(device, 'is_device', False):
            continue
        for connector in (getattr(device, 'connectors', None) or []):
            for parameter in (getattr(connector, 'host_parameters', None) or []):
                if not getattr(parameter, 'is_mappable_io', False):
                    continue
                mapping = getattr(parameter, 'io_mapping', None)
                variable = to_text(getattr(mapping, 'variable', '') or '') if mapping is not None else ''
                address = to_text(getattr(mapping, 'manual_iec_address', '') or '') if variable else ''
                parts = _expression_parts(variable, application_name)
                if address and len(parts) == 2 and None not in (parts[0][0], parts[1][0]):
                    mapped['%s.%s' % (parts[0][0].upper(), parts[1][0].upper())] = address.upper()
    return mapped


def application_declarations(project, application, max_chars, own=None):
    """The declarations of an application's GVLs (until their text reaches `max_chars`; the rest are named in
    `skipped`), then of its programs, function blocks and functions (for their located variables: a safety signal's
    address counts wherever it is declared; those over the budget in `skipped_units`), and the I/O addresses the IO
    mapping gives variables. `own` (an object path) is left out: the edited object, which the caller has already.
    Needs find_object_by_path.py. Without an application, the project's objects."""
    scope = application if application is not None else project
    found = {'gvl': ([], []), 'unit': ([], [])}
    size = 0
    # The GVLs first: the budget goes to them before the POUs read only for their located variables.
    for wanted in ('gvl', 'unit'):
        taken, left_out = found[wanted]
        for candidate in scope.get_children(True):
            kind = object_kind(candidate)
            group = 'gvl' if kind == 'gvl' else 'unit' if kind in ('program', 'function_block', 'function', 'pou') else None
            if group != wanted or object_path(candidate) == own:
                continue
            declaration = object_texts(candidate)[0] or ''
            if size + len(declaration) > max_chars:
                left_out.append(to_text(candidate.get_name()))
                continue
            size += len(declaration)
            taken.append({'name': to_text(candidate.get_name()), 'path': object_path(candidate), 'declaration': declaration})
    application_name = to_text(application.get_name()).upper() if application is not None else ''
    return {
        'global_lists': found['gvl'][0],
        'skipped': found['gvl'][1],
        'other_units': found['unit'][0],
        'skipped_units': found['unit'][1],
        'io_mapping': channel_addresses(project, application_name),
    }


class IecTypes(object):
    """Resolves expressions against the declarations of one project; looks each object up once per command."""

    def __init__(self, project, application):
        self._project = project
        self._application = application
        self._objects = {}
        self._raw = {}
        self._application_name = to_text(application.get_name()).upper()
        self._mapped = None

    def _declaration(self, name):
        key = name.upper()
        if key not in self._objects:
            self._objects[key] = None
            for scope in (self._application, self._project):
                try:
                    found = [o for o in scope.find(name, True) if hasattr(o, 'textual_declaration')]
                except Exception:
                    found = []
                if found:
                    self._raw[key] = to_text(found[0].textual_declaration.text)
                    self._objects[key] = _COMMENTS.sub(' ', self._raw[key])
                    break
        return self._objects[key]

    def _scope_members(self, name):
        """The variables of the program or GVL `name`, or None."""
        text = self._declaration(name)
        if text is None or _TYPE.search(text):
            return None
        header = _HEADER.match(text)
        if header and header.group(1).upper() != 'PROGRAM':
            return None
        return self._var_members(text)

    def _var_members(self, text):
        members = {}
        for body in _VAR_BLOCK.findall(text):
            members.update(_declared(body))
        return members

    def _type_members(self, type_text, depth=0):
        """The members of a structure or function block type, or None."""
        name = type_text.strip()
        if depth > _MAX_DEPTH or not re.match(r'^[A-Za-z_][\w.]*$', name):
            return None
        if name.upper() in _STANDARD_BLOCKS:
            return dict(_STANDARD_BLOCKS[name.upper()])
        text = self._declaration(name.split('.')[-1])
        if text is None:
            return None
        declared = _TYPE.search(text)
        if declared:
            body = declared.group(3).strip()
            base = declared.group(2)
            if body.upper().startswith('STRUCT'):
                members = self._type_members(base, depth + 1) or {} if base else {}
                members.update(_declared(re.sub(r'^STRUCT\b|\bEND_STRUCT\s*;?$', '', body, flags=re.I)))
                return members
            if body.startswith('('):
                return None  # an enumeration has no members
            return self._type_members(_split_top(body.rstrip(';'), ':')[0].split(':=')[0], depth + 1)  # an alias
        header = _HEADER.match(text)
        if not header or header.group(1).upper() != 'FUNCTION_BLOCK':
            return None
        members = (self._type_members(header.group(3), depth + 1) or {}) if header.group(3) else {}
        members.update(self._var_members(text))
        return members

    def _alias_target(self, type_text):
        text = self._declaration(type_text.strip().split('.')[-1]) if re.match(r'^[A-Za-z_][\w.]*$', type_text.strip()) else None
        declared = _TYPE.search(text) if text else None
        if declared and not declared.group(3).strip().upper().startswith('STRUCT') and not declared.group(3).strip().startswith('('):
            return ' '.join(declared.group(3).rstrip(';').split(':=')[0].split())
        return None

    def _parts(self, expression):
        return _expression_parts(expression, self._application_name)

    def _channel_addresses(self):
        if self._mapped is None:
            self._mapped = channel_addresses(self._project, self._application_name)
        return self._mapped

    def declared(self, expression):
        """(I/O address, declaration comment) of the variable `expression` names whole (not a member or an element
        of it); (None, None) otherwise. The address is its AT, else the channel the IO mapping ties it to; the comment
        is the one that follows its declaration on the same line."""
        parts = self._parts(expression)
        if len(parts) != 2 or parts[0][0] is None or parts[1][0] is None:
            return None, None
        text = self._declaration(parts[0][0])
        if text is None or self._scope_members(parts[0][0]) is None:
            return None, None
        name = parts[1][0]
        address = _located(text).get(name.upper()) or self._channel_addresses().get('%s.%s' % (parts[0][0].upper(), name.upper()))
        found = re.search(r"^[ \t]*" + re.escape(name) + r"\b[^;\n]*;[ \t]*(?:\(\*(.*?)\*\)|//([^\n]*))",
                          self._raw.get(parts[0][0].upper(), ''), re.M | re.I)
        comment = ' '.join((found.group(1) or found.group(2) or '').split()) if found else ''
        return address, comment or None

    def type_of(self, expression):
        parts = self._parts(expression)
        if not parts or parts[0][0] is None:
            return None
        members = self._scope_members(parts[0][0])
        if members is None or len(parts) < 2 or parts[1][0] is None:
            return None
        current = members.get(parts[1][0].upper())
        for name, index, deref in parts[2:]:
            if current is None:
                return None
            for _ in range(_MAX_DEPTH):
                target = self._alias_target(current)
                if target is None or not (_ARRAY.match(target) or _POINTER.match(target)) or index is None and deref is None:
                    break
                current = target
            if index is not None:
                array = _ARRAY.match(current)
                if array is None:
                    return None
                dimensions = len(_split_top(array.group(1), ','))
                given = len(_split_top(index, ','))
                if given > dimensions:
                    return None
                current = ' '.join(array.group(2).split()) if given == dimensions else 'ARRAY [%s] OF %s' % (
                    ', '.join(_split_top(array.group(1), ',')[given:]), ' '.join(array.group(2).split()))
            elif deref is not None:
                pointer = _POINTER.match(current)
                if pointer is None:
                    return None
                current = ' '.join(pointer.group(1).split())
            else:
                pointer = _POINTER.match(current)
                if pointer is not None and current.upper().startswith('REFERENCE'):
                    current = pointer.group(1)
                members = self._type_members(current)
                if members is None:
                    return None
                current = members.get(name.upper())
        return current


def expression_types(project, application, expressions):
    """{expression: declared type or None} for each expression."""
    types = IecTypes(project, application)
    found = {}
    for expression in expressions:
        try:
            found[expression] = types.type_of(expression)
        except Exception:
            found[expression] = None
    return found


def expression_declarations(project, application, expressions):
    """{expression: {'address', 'comment'}} of each expression that names a variable whole with either."""
    types = IecTypes(project, application)
    found = {}
    for expression in expressions:
        try:
            address, comment = types.declared(expression)
        except Exception:
            address, comment = None, None
        if address or comment:
            found[expression] = {'address': address, 'comment': comment}
    return found


def declarations_basis(project, application, expressions):
    """A hash of the declarations the expressions are resolved against (the text of each program or GVL they name):
    an approval card's read returns it with `declared`, and a change made on that card's word compares it with the
    declarations as they are then, a cheap check that they are still what the card resolved (no parsing, no walk
    of the device tree)."""
    types = IecTypes(project, application)
    names = set()
    for expression in expressions:
        parts = _expression_parts(expression, types._application_name)
        if parts and parts[0][0] is not None:
            names.add(parts[0][0].upper())
    digest = hashlib.sha256()
    for name in sorted(names):
        types._declaration(name)
        digest.update((u'%s\n%s\n' % (name, types._raw.get(name, u''))).encode('utf-8'))
    return digest.hexdigest()
