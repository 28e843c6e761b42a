"""The variables a download to the stand-in's simulated PLC defines (declarations of programs and GVLs, with
function block instances, structures and arrays expanded) and their values as IEC literals and as the IDE's watch
shows them. Moved out of standin_online.py, whose docstring says which sources these facts follow."""
import re

MAX_VARIABLES = 100000
MAX_DEPTH = 12


# ---------------------------------------------------------------------------------------------------------------------
# Declarations: the variables an application's download defines

_COMMENTS = re.compile(r"\(\*.*?\*\)|/\*.*?\*/|//[^\n]*|\{[^}]*\}", re.S)
_BLOCK = re.compile(r"\b(VAR_GLOBAL|VAR_INPUT|VAR_OUTPUT|VAR_IN_OUT|VAR_STAT|VAR_INST|VAR_TEMP|VAR_EXTERNAL|VAR)\b"
                    r"((?:\s+(?:CONSTANT|RETAIN|PERSISTENT))*)(.*?)\bEND_VAR\b", re.S | re.I)
_HEADER = re.compile(r"^\s*(PROGRAM|FUNCTION_BLOCK|FUNCTION|INTERFACE|METHOD|PROPERTY)\b(?:\s+(?:PUBLIC|PRIVATE|PROTECTED|"
                     r"INTERNAL|ABSTRACT|FINAL)\b)*\s+([A-Za-z_]\w*)(?:\s+EXTENDS\s+([A-Za-z_][\w.]*))?", re.I)
_TYPE_DECL = re.compile(r"\bTYPE\s+([A-Za-z_]\w*)\s*(?:EXTENDS\s+([A-Za-z_][\w.]*)\s*)?:\s*(.*?)\s*END_TYPE", re.S | re.I)
_ARRAY = re.compile(r"^ARRAY\s*\[\s*(-?\d+)\s*\.\.\s*(-?\d+)\s*\]\s*OF\s+(.+)$", re.S | re.I)
_STRING = re.compile(r"^(W?STRING)\s*(?:[(\[]\s*(\d+)\s*[)\]])?$", re.I)

INTEGER_RANGES = {
    'SINT': (-2 ** 7, 2 ** 7 - 1), 'USINT': (0, 2 ** 8 - 1), 'BYTE': (0, 2 ** 8 - 1),
    'INT': (-2 ** 15, 2 ** 15 - 1), 'UINT': (0, 2 ** 16 - 1), 'WORD': (0, 2 ** 16 - 1),
    'DINT': (-2 ** 31, 2 ** 31 - 1), 'UDINT': (0, 2 ** 32 - 1), 'DWORD': (0, 2 ** 32 - 1),
    'LINT': (-2 ** 63, 2 ** 63 - 1), 'ULINT': (0, 2 ** 64 - 1), 'LWORD': (0, 2 ** 64 - 1),
}
# The members of the standard function blocks a program instantiates most (Standard library), with their types.
STANDARD_BLOCKS = {
    'TON': [('IN', 'BOOL'), ('PT', 'TIME'), ('Q', 'BOOL'), ('ET', 'TIME')],
    'TOF': [('IN', 'BOOL'), ('PT', 'TIME'), ('Q', 'BOOL'), ('ET', 'TIME')],
    'TP': [('IN', 'BOOL'), ('PT', 'TIME'), ('Q', 'BOOL'), ('ET', 'TIME')],
    'R_TRIG': [('CLK', 'BOOL'), ('Q', 'BOOL')],
    'F_TRIG': [('CLK', 'BOOL'), ('Q', 'BOOL')],
    'CTU': [('CU', 'BOOL'), ('RESET', 'BOOL'), ('PV', 'INT'), ('Q', 'BOOL'), ('CV', 'INT')],
    'CTD': [('CD', 'BOOL'), ('LOAD', 'BOOL'), ('PV', 'INT'), ('Q', 'BOOL'), ('CV', 'INT')],
    'SR': [('SET1', 'BOOL'), ('RESET', 'BOOL'), ('Q1', 'BOOL')],
    'RS': [('SET', 'BOOL'), ('RESET1', 'BOOL'), ('Q1', 'BOOL')],
}


def _members(text):
    """(names, type text, initial value text or None, block, qualifiers) of every member in VAR blocks."""
    found = []
    for block, qualifiers, body in _BLOCK.findall(text):
        if block.upper() in ('VAR_TEMP', 'VAR_EXTERNAL', 'VAR_IN_OUT'):
            continue  # not instance data: temporaries, references to globals, references to the caller's variables
        for statement in _split_statements(body):
            found.append(_member(statement, block.upper(), qualifiers.upper().split()))
    return [m for m in found if m is not None]


def _split_statements(body):
    return [p.strip() for p in _split_top(body, ';') if p.strip()]


def _member(statement, block, qualifiers):
    head, sep, rest = statement.partition(':')
    if not sep or rest.startswith('='):
        return None
    names = [n.strip() for n in re.sub(r'\bAT\s+%\S+', '', head, flags=re.I).split(',') if n.strip()]
    type_text, _, initial = _split_initial(rest)
    return names, ' '.join(type_text.split()), initial, block, qualifiers


def _top_level(text):
    """(index, char) of every character outside quotes and brackets."""
    depth, quote = 0, None
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
        elif depth == 0:
            yield index, char


def _split_initial(text):
    for index, _char in _top_level(text):
        if text.startswith(':=', index):
            return text[:index].strip(), ':=', text[index + 2:].strip()
    return text.strip(), '', None


class Layout(object):
    """The monitorable variables of an application: expression (upper case) -> variable."""

    def __init__(self):
        self.variables = {}
        self.names = {}

    def add(self, expression, type_, initial, retain, persistent, constant):
        if len(self.variables) >= MAX_VARIABLES:
            return
        self.variables[expression.upper()] = {
            'type': type_, 'initial': initial, 'retain': retain, 'persistent': persistent, 'constant': constant,
        }
        self.names[expression.upper()] = expression


def layout_of(objects, kind_of):
    """The variables of the programs and GVLs among `objects` (nodes with `declaration`), as a download defines them."""
    types = {}
    instances = []
    for node in objects:
        text = _COMMENTS.sub(' ', node.declaration or '')
        kind = kind_of(node)
        if kind == 'dut':
            match = _TYPE_DECL.search(text)
            if match:
                types[match.group(1).upper()] = _dut(match.group(3))
        elif kind == 'gvl':
            instances.append((node.name, _members(text)))
        elif kind == 'pou':
            header = _HEADER.match(text)
            if not header:
                continue
            pou_kind = header.group(1).upper()
            if pou_kind == 'FUNCTION_BLOCK':
                types[header.group(2).upper()] = ('fb', _members(text), header.group(3))
            elif pou_kind == 'PROGRAM':
                instances.append((header.group(2), _members(text)))
    layout = Layout()
    for name, members in instances:
        _expand_members(layout, name, members, types, 0, False, False)
    return layout


def _dut(body):
    body = body.strip()
    if body.upper().startswith('STRUCT'):
        inner = re.sub(r'^STRUCT\b|\bEND_STRUCT\s*;?$', '', body, flags=re.I).strip()
        return ('struct', [_member(s, 'VAR', []) for s in _split_statements(inner) if _member(s, 'VAR', [])], None)
    if body.startswith('('):
        close = body.find(')')
        values = [v.split(':=')[0].strip() for v in body[1:close].split(',') if v.strip()]
        return ('enum', values, None)
    type_text, _, initial = _split_initial(body.rstrip(';').strip())
    return ('alias', type_text, initial)


def _expand_members(layout, prefix, members, types, depth, retain, persistent):
    for names, type_text, initial, _block, qualifiers in members:
        for name in names:
            _expand(layout, '%s.%s' % (prefix, name), type_text, initial, types, depth,
                    retain or 'RETAIN' in qualifiers, persistent or 'PERSISTENT' in qualifiers, 'CONSTANT' in qualifiers)


def _expand(layout, expression, type_text, initial, types, depth, retain, persistent, constant):
    if depth > MAX_DEPTH:
        return
    upper = type_text.upper()
    array = _ARRAY.match(type_text)
    if array:
        low, high, element = int(array.group(1)), int(array.group(2)), array.group(3).strip()
        initials = _array_initials(initial, high - low + 1)
        for index in range(low, min(high, low + MAX_VARIABLES) + 1):
            _expand(layout, '%s[%d]' % (expression, index), element, initials[index - low], types, depth + 1, retain, persistent, constant)
        return
    if upper in STANDARD_BLOCKS:
        for member, member_type in STANDARD_BLOCKS[upper]:
            layout.add('%s.%s' % (expression, member), member_type, None, retain, persistent, False)
        return
    known = types.get(upper)
    if known is not None:
        kind, detail, extra = known
        if kind == 'alias':
            _expand(layout, expression, detail, initial if initial is not None else extra, types, depth + 1, retain, persistent, constant)
        elif kind == 'enum':
            layout.add(expression, ['ENUM', type_text, list(detail)], initial, retain, persistent, constant)
        elif kind == 'struct':
            member_initials = _struct_initials(initial)
            for names, member_type, member_initial, _b, _q in detail:
                for name in names:
                    _expand(layout, '%s.%s' % (expression, name), member_type, member_initials.get(name.upper(), member_initial),
                            types, depth + 1, retain, persistent, constant)
        else:
            chain, base = [detail], extra
            while base and types.get(base.upper()) and types[base.upper()][0] == 'fb' and len(chain) < MAX_DEPTH:
                chain.insert(0, types[base.upper()][1])
                base = types[base.upper()][2]
            for members in chain:
                _expand_members(layout, expression, members, types, depth + 1, retain, persistent)
        return
    if _scalar_type(type_text) is not None:
        layout.add(expression, _scalar_type(type_text), initial, retain, persistent, constant)


def _scalar_type(type_text):
    upper = ' '.join(type_text.upper().split())
    if upper in INTEGER_RANGES or upper in ('BOOL', 'REAL', 'LREAL', 'TIME', 'LTIME'):
        return upper
    string = _STRING.match(upper)
    if string:
        return '%s(%s)' % (string.group(1), string.group(2) or '80')
    return None


def _array_initials(initial, count):
    values = [None] * count
    if not initial:
        return values
    text = initial.strip()
    if text.startswith('[') and text.endswith(']'):
        text = text[1:-1]
    items = []
    for part in _split_top(text, ','):
        repeat = re.match(r'^\s*(\d+)\s*\((.*)\)\s*$', part, re.S)
        items.extend([repeat.group(2).strip()] * int(repeat.group(1)) if repeat else [part.strip()])
    for index, item in enumerate(items[:count]):
        values[index] = item
    return values


def _struct_initials(initial):
    if not initial or not initial.strip().startswith('('):
        return {}
    found = {}
    for part in _split_top(initial.strip()[1:-1], ','):
        name, sep, value = part.partition(':=')
        if sep:
            found[name.strip().upper()] = value.strip()
    return found


def _split_top(text, separator):
    parts, start = [], 0
    for index, char in _top_level(text):
        if char == separator:
            parts.append(text[start:index])
            start = index + 1
    parts.append(text[start:])
    return [p for p in parts if p.strip()]


# ---------------------------------------------------------------------------------------------------------------------
# Values: parsed from IEC literals, printed the way the IDE's watch shows them

_TIME_UNITS = [('d', 86400000), ('h', 3600000), ('m', 60000), ('s', 1000), ('ms', 1)]


def type_name(type_):
    return type_[1] if isinstance(type_, list) else type_


def parse_value(type_, text, expression):
    """The stored form of a literal for a variable of `type_`; raises ValueError with a message for the agent."""
    raw = text.strip() if isinstance(text, str) else str(text)
    name = type_name(type_)
    if isinstance(type_, list) and type_[0] == 'ENUM':
        bare = raw.split('.')[-1].split('#')[-1]
        for value in type_[2]:
            if value.upper() == bare.upper():
                return value
        raise ValueError("'%s' is not a value of %s (%s) for %s" % (raw, name, ', '.join(type_[2]), expression))
    upper = raw.upper()
    prefixed = re.match(r'^([A-Z_]+)#(.*)$', upper)
    if name == 'BOOL':
        if upper in ('TRUE', 'BOOL#TRUE', '1', 'BOOL#1'):
            return True
        if upper in ('FALSE', 'BOOL#FALSE', '0', 'BOOL#0'):
            return False
    elif name in INTEGER_RANGES:
        body = raw[len(prefixed.group(1)) + 1:] if prefixed and prefixed.group(1) == name else raw
        match = re.match(r'^([+-]?)(?:(2|8|16)#([0-9A-Fa-f_]+)|(\d[\d_]*))$', body.strip())
        if match:
            number = int((match.group(3) or match.group(4)).replace('_', ''), int(match.group(2) or 10))
            number = -number if match.group(1) == '-' else number
            low, high = INTEGER_RANGES[name]
            if not low <= number <= high:
                raise ValueError('%s is out of range for %s (%d..%d) for %s' % (raw, name, low, high, expression))
            return number
    elif name in ('REAL', 'LREAL'):
        body = raw[len(prefixed.group(1)) + 1:] if prefixed and prefixed.group(1) == name else raw
        try:
            return float(body.replace('_', ''))
        except ValueError:
            pass
    elif name in ('TIME', 'LTIME'):
        match = re.match(r'^(?:L?TIME|L?T)#(-?)((?:\d+(?:\.\d+)?(?:D|H|MS|M|S|US|NS)_?)+)$', upper)
        if match:
            total = 0.0
            for amount, unit in re.findall(r'(\d+(?:\.\d+)?)(MS|US|NS|D|H|M|S)', match.group(2)):
                total += float(amount) * {'D': 86400000, 'H': 3600000, 'M': 60000, 'S': 1000, 'MS': 1, 'US': 0.001, 'NS': 0.000001}[unit]
            return -int(total) if match.group(1) else int(total)
    elif name.startswith('STRING') or name.startswith('WSTRING'):
        quote = '"' if name.startswith('W') else "'"
        if len(raw) >= 2 and raw[0] == quote and raw[-1] == quote:
            value = raw[1:-1].replace('$' + quote, quote).replace('$$', '$')
            limit = int(re.search(r'\((\d+)\)', name).group(1))
            if len(value) > limit:
                raise ValueError('%s holds at most %d characters; %d given for %s' % (name, limit, len(value), expression))
            return value
    raise ValueError("'%s' is not a valid %s value for %s" % (raw, name, expression))


def format_value(type_, value):
    name = type_name(type_)
    if isinstance(type_, list):
        return value
    if name == 'BOOL':
        return 'TRUE' if value else 'FALSE'
    if name in ('REAL', 'LREAL'):
        text = repr(float(value)) if name == 'LREAL' else '%.7g' % value
        return text if any(c in text for c in '.eEn') else text + '.0'
    if name in ('TIME', 'LTIME'):
        prefix = 'T#' if name == 'TIME' else 'LTIME#'
        if value == 0:
            return prefix + '0ms'
        parts, rest = [], abs(int(value))
        for unit, size in _TIME_UNITS:
            if rest >= size:
                parts.append('%d%s' % (rest // size, unit))
                rest %= size
        return prefix + ('-' if value < 0 else '') + ''.join(parts)
    if name.startswith('WSTRING'):
        return '"%s"' % value.replace('$', '$$').replace('"', '$"')
    if name.startswith('STRING'):
        return "'%s'" % value.replace('$', '$$').replace("'", "$'")
    return str(value)


def initial_value(variable, expression):
    type_ = variable['type']
    if variable['initial'] is not None:
        try:
            return parse_value(type_, variable['initial'], expression)
        except ValueError:
            pass  # an initial value the stand-in cannot evaluate (an expression): the type's default
    if isinstance(type_, list):
        return type_[2][0] if type_[2] else ''
    name = type_name(type_)
    if name == 'BOOL':
        return False
    if name in ('REAL', 'LREAL'):
        return 0.0
    if name.startswith('STRING') or name.startswith('WSTRING'):
        return ''
    return 0
