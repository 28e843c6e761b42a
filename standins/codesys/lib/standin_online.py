"""The stand-in's simulated PLC and the `online` part of scriptengine (docs/codesys-scriptengine-api.md, section 8).

The PLC is a device reachable through a gateway at one address. It holds at most one application per name: the
variables its download's declarations define (programs and GVLs, with function block instances, structures and
arrays expanded), typed values starting at their initial values, a run state, forced values that hold until they
are unforced, and the download's version. A PLC outlives the IDE, so its state lives in a JSON file
(CODESYS_STANDIN_PLC_DIR, default a folder in the temp dir per stand-in install); being logged in belongs to the IDE.

What the stand-in decides where the docs are silent (and tests must not rely on the exact words): the texts of
errors for an unknown expression, a value of the wrong type, a device that does not answer, and a failed login.

Fault switches (environment):
    CODESYS_STANDIN_PLC_ADDRESS=a      the address the PLC answers at (default 0000.0001): a project that names
                                       another one holds a stale address (as after a reboot that renumbered it)
    CODESYS_STANDIN_PLC_USER=u:p       the PLC's user management is on: a login without these credentials set
                                       (online.set_default_credentials) opens the modal Device User Login dialog,
                                       which blocks the UI thread until the person answers it
    CODESYS_STANDIN_PLC_EXCEPTION=1    the application raises an exception as soon as it runs (it halts: stop, with
                                       the exception flag in operation_state)
    CODESYS_STANDIN_PLC_DIR=dir        where the PLC keeps its state
    CODESYS_STANDIN_NO_ONLINE_CHANGE_OPTION=1
                                       scriptengine does not expose OnlineChangeOption (as NPavii found on some
                                       service packs): scripts can only call login(delete_foreign_apps) or login(),
                                       which downloads in full whenever the PLC's code differs
"""
import hashlib
import json
import os
import re
import sys
import tempfile
import time

import standin_ui
from standin_types import KIND_BY_TYPE, TYPE_IDS

# OnlineChangeOption's values (docs/codesys-scriptengine-api.md); the stand-in may hide the enum from scripts.
NEVER, TRY, FORCE, KEEP = 0, 1, 2, 3

DEFAULT_GATEWAY = 'Gateway-1'
DEFAULT_ADDRESS = '0000.0001'
MAX_VARIABLES = 100000
MAX_DEPTH = 12


class InvalidOperationException(Exception):
    """System.InvalidOperationException as IronPython surfaces it."""


class TimeoutException(Exception):
    """System.TimeoutException (stop() waits at most `timeout`)."""


class ScriptOnlineException(Exception):
    """What the online API raises for a refused or failed online operation."""


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


# ---------------------------------------------------------------------------------------------------------------------
# The PLC: its state file


def machine_dir(variable, folder):
    """Where state that outlives the IDE lives (a PLC, the device repository): the folder the environment variable
    names, else one per stand-in install under the temp folder."""
    configured = os.environ.get(variable)
    if configured:
        return configured
    install = os.path.dirname(os.path.abspath(sys.argv[0] if sys.argv and sys.argv[0] else __file__))
    return os.path.join(tempfile.gettempdir(), folder, hashlib.sha1(install.encode('utf-8')).hexdigest()[:12])


def _plc_dir():
    return machine_dir('CODESYS_STANDIN_PLC_DIR', 'codesys-standin-plc')


def plc_address():
    return os.environ.get('CODESYS_STANDIN_PLC_ADDRESS') or DEFAULT_ADDRESS


class Plc(object):
    """The device at the PLC address; every change is written through at once (the PLC outlives the IDE)."""

    def __init__(self, address=None):
        self.address = address or plc_address()
        self.path = os.path.join(_plc_dir(), 'plc-%s.json' % re.sub(r'[^0-9A-Za-z]', '_', self.address.upper()))
        self.state = {'applications': {}}
        if os.path.isfile(self.path):
            with open(self.path, 'r', encoding='utf-8') as handle:
                self.state = json.load(handle)

    def application(self, name):
        return self.state['applications'].get(name.upper())

    def put(self, name, app):
        self.state['applications'][name.upper()] = app
        self.save()

    def remove(self, name):
        self.state['applications'].pop(name.upper(), None)
        self.save()

    def save(self):
        folder = os.path.dirname(self.path)
        if not os.path.isdir(folder):
            os.makedirs(folder)
        temp = self.path + '.tmp'
        with open(temp, 'w', encoding='utf-8') as handle:
            json.dump(self.state, handle)
        os.replace(temp, self.path)


def _encode_layout(layout):
    return dict((key, {'name': layout.names[key], 'type': var['type'], 'initial': var['initial'], 'retain': var['retain'],
                       'persistent': var['persistent'], 'constant': var['constant']}) for key, var in layout.variables.items())


# ---------------------------------------------------------------------------------------------------------------------
# scriptengine's online objects


class ScriptOnlineApplication(object):
    """The online view of one application of the primary project (ScriptOnlineApplication)."""

    def __init__(self, engine, application):
        self._engine = engine
        self._application = application
        self._prepared = {}

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    # -- session

    @property
    def _session(self):
        return self._engine.online._sessions.get(str(self._application.guid))

    @property
    def is_logged_in(self):
        return self._session is not None

    def _plc(self):
        """The PLC this application is logged in to (the real one at the device's address, or the simulation)."""
        return standin_network.plc_of(self._engine, self._session)

    def _require_login(self):
        if self._session is None:
            raise ScriptOnlineException('The application %s is not logged in' % self._application.get_name())
        plc = self._plc()
        app = plc.application(self._application.get_name())
        if app is None:
            raise ScriptOnlineException('The application %s is not on the device' % self._application.get_name())
        return plc, app

    def login(self, change_option=None, delete_foreign_apps=False):
        if isinstance(change_option, bool):
            change_option, delete_foreign_apps = None, change_option  # the login(delete_foreign_apps) call shape
        engine = self._engine
        online = engine.online
        device = _device_of(self._application)
        target, plc = standin_network.connect_target(engine, device)
        online._authenticate()
        image = _image(engine, self._application)
        name = self._application.get_name()
        app = plc.application(name)
        if app is not None and app['guid'] != str(self._application.guid):
            if not delete_foreign_apps:
                raise ScriptOnlineException('The device holds another application named %s (from another project). Log in '
                                            'with delete_foreign_apps to replace it.' % name)
            app = None
        # Without an option (the enum hidden from scripts), a login downloads in full whenever the code differs.
        option = NEVER if change_option is None else int(change_option)
        if app is None:
            if option == KEEP:
                app = None
            else:
                app = _download(plc, name, str(self._application.guid), image, None)
        elif app['code_hash'] != image['code_hash']:
            possible = _online_change_possible(app, image)
            if option == NEVER or (option == TRY and not possible):
                app = _download(plc, name, str(self._application.guid), image, app)
            elif option in (TRY, FORCE):
                if not possible:
                    raise ScriptOnlineException('An online change is not possible: the declarations of %s changed in a way '
                                                'only a full download can apply.' % ', '.join(_incompatible(app, image)[:5]))
                app = _online_change(plc, name, app, image)
        online._sessions[str(self._application.guid)] = {'logged_in_at': time.time(), 'plc': target, 'device': str(device.guid)}

    def logout(self):
        self._engine.online._sessions.pop(str(self._application.guid), None)

    # -- state

    @property
    def application_state(self):
        states = self._engine.ApplicationState
        if self._session is None:
            return states.unknown
        app = self._plc().application(self._application.get_name())
        if app is None:
            return states.none
        return getattr(states, app['state'])

    @property
    def operation_state(self):
        flags = self._engine.OperatingState
        result = flags.none
        app = self._plc().application(self._application.get_name()) if self._session is not None else None
        if app is None:
            return result
        result |= flags.program_loaded
        if app['forced']:
            result |= flags.force_active
        if app.get('exception'):
            result |= flags.exception
        if app.get('boot_project'):
            result |= flags.store_bootproject
        return result

    # -- run state

    def start(self):
        plc, app = self._require_login()
        if app.get('exception'):
            raise ScriptOnlineException('The application is in an exception state; reset it before starting')
        if os.environ.get('CODESYS_STANDIN_PLC_EXCEPTION'):
            app['state'] = 'stop'
            app['exception'] = 'Access violation (simulated exception) in task MainTask'
        else:
            app['state'] = 'run'
        plc.put(self._application.get_name(), app)

    def stop(self, timeout=60):
        plc, app = self._require_login()
        app['state'] = 'stop'
        plc.put(self._application.get_name(), app)

    def reset(self, reset_option=None, force_kill=False):
        engine = self._engine
        option = int(engine.ResetOption.Warm if reset_option is None else reset_option)
        plc, app = self._require_login()
        if option == int(engine.ResetOption.Original):
            plc.remove(self._application.get_name())
            self.logout()
            return
        keep = 'persistent' if option == int(engine.ResetOption.Cold) else 'retain'
        for key, var in app['layout'].items():
            if var['persistent'] or (keep == 'retain' and var['retain']):
                continue
            app['values'][key] = initial_value(var, var['name'])
        app['state'] = 'stop'
        app['exception'] = None
        plc.put(self._application.get_name(), app)

    def create_boot_application(self):
        plc, app = self._require_login()
        app['boot_project'] = app['version']
        plc.put(self._application.get_name(), app)
        import standin_plc_files  # the boot application is a pair of files on the device
        standin_plc_files.store_boot_application(self._application.get_name(), app)

    # -- values

    def _variable(self, app, expression):
        key = _expression_key(self._application.get_name(), expression)
        var = app['layout'].get(key)
        if var is None:
            raise ScriptOnlineException("The expression '%s' cannot be monitored: no such variable in %s"
                                        % (expression, self._application.get_name()))
        return key, var

    def read_value(self, expression):
        plc, app = self._require_login()
        key, var = self._variable(app, expression)
        value = app['forced'][key] if key in app['forced'] else app['values'][key]
        return format_value(var['type'], value)

    def read_values(self, expressions):
        plc, app = self._require_login()
        values = []
        for expression in expressions:
            key, var = self._variable(app, expression)
            values.append(format_value(var['type'], app['forced'][key] if key in app['forced'] else app['values'][key]))
        return values

    def set_prepared_value(self, expression, value):
        plc, app = self._require_login()
        key, var = self._variable(app, expression)
        if var['constant']:
            raise ScriptOnlineException('%s is a constant and cannot be written' % expression)
        parse_value(var['type'], value, expression)
        self._prepared[key] = value

    def get_prepared_value(self, expression):
        return self._prepared.get(_expression_key(self._application.get_name(), expression))

    def get_prepared_expressions(self):
        plc, app = self._require_login()
        return [app['layout'][key]['name'] for key in self._prepared]

    def write_prepared_values(self):
        plc, app = self._require_login()
        for key, text in self._prepared.items():
            if isinstance(text, _Unforce):
                continue  # an unforce takes effect with force_prepared_values
            var = app['layout'][key]
            # A forced variable keeps its forced value: the write lands underneath it.
            app['values'][key] = parse_value(var['type'], text, var['name'])
        self._prepared = {}
        plc.put(self._application.get_name(), app)

    def force_prepared_values(self):
        plc, app = self._require_login()
        for key, text in self._prepared.items():
            if isinstance(text, _Unforce):
                # UNFORCE leaves the forced value in the variable (the program overwrites it in its next cycle);
                # UNFORCE_RESTORE puts back the value it had before it was forced.
                if key in app['forced'] and text is ScriptOnline.UNFORCE:
                    app['values'][key] = app['forced'][key]
                app['forced'].pop(key, None)
                continue
            var = app['layout'][key]
            app['forced'][key] = parse_value(var['type'], text, var['name'])
        self._prepared = {}
        plc.put(self._application.get_name(), app)

    def set_unforce_value(self, expression, restore=False):
        plc, app = self._require_login()
        key, var = self._variable(app, expression)
        self._prepared[key] = ScriptOnline.UNFORCE_RESTORE if restore else ScriptOnline.UNFORCE

    def unforce_all_values(self):
        plc, app = self._require_login()
        app['forced'] = {}
        plc.put(self._application.get_name(), app)

    def get_forced_expressions(self):
        plc, app = self._require_login()
        return [app['layout'][key]['name'] for key in app['forced']]

    def get_online_device(self):
        return ScriptOnlineDevice(self._engine, _device_of(self._application))


class ScriptOnlineDevice(object):
    def __init__(self, engine, device):
        self._engine = engine
        self._device = device

    @property
    def connected(self):
        return bool(self._engine.online._connected.get(str(self._device.guid)))

    def connect(self):
        target, _plc = standin_network.connect_target(self._engine, self._device)
        self._engine.online._authenticate()
        self._engine.online._connected[str(self._device.guid)] = target

    def _target_plc(self):
        return standin_network.plc_of(self._engine, {'plc': self._engine.online._connected.get(str(self._device.guid))})

    def create_live_user_management(self):
        return standin_network.create_live_user_management(self)

    def disconnect(self):
        self._engine.online._connected.pop(str(self._device.guid), None)

    def reset_origin(self):
        if not self.connected:
            raise ScriptOnlineException('The device is not connected')
        plc = self._target_plc()
        plc.state['applications'] = {}
        plc.save()
        self._engine.online._sessions.clear()


class _Unforce(object):
    def __init__(self, name):
        self._name = name

    def __repr__(self):
        return self._name


class ScriptOnline(object):
    UNFORCE = _Unforce('UNFORCE')
    UNFORCE_RESTORE = _Unforce('UNFORCE_RESTORE')

    def __init__(self, engine):
        self._engine = engine
        self._credentials = None
        self._specific = {}
        self._sessions = {}
        self._connected = {}

    def _require_script_context(self):
        # The online factories find their caller on the script engine's stack of running scripts. A timer tick runs
        # outside any script, so the stack is empty: the .NET Stack<T>.Pop message surfaces as the error.
        if not standin_ui.script_running():
            raise InvalidOperationException('Stack empty.')

    def create_online_application(self, application=None):
        self._require_script_context()
        if application is None:
            primary = self._engine.projects.primary
            application = primary.active_application if primary is not None else None
        if application is None:
            raise ValueError('There is no active application')
        return ScriptOnlineApplication(self._engine, application)

    def create_online_device(self, device=None):
        self._require_script_context()
        if device is None:
            primary = self._engine.projects.primary
            application = primary.active_application if primary is not None else None
            device = _device_of(application) if application is not None else None
        if device is None:
            raise ValueError('There is no device')
        return ScriptOnlineDevice(self._engine, device)

    def set_default_credentials(self, username, password=None):
        self._credentials = (username, password or '')

    def set_specific_credentials(self, target, username, password=None):
        self._specific[str(target)] = (username, password or '')

    def clear_all_credentials(self):
        self._credentials = None
        self._specific = {}

    def _authenticate(self):
        required = os.environ.get('CODESYS_STANDIN_PLC_USER')
        if not required:
            return
        user, _, password = required.partition(':')
        given = self._credentials or next(iter(self._specific.values()), None)
        if given == (user, password):
            return
        # The Device User Login dialog: modal, on the UI thread. Nothing else runs until the person answers it.
        while True:
            time.sleep(3600)


def online_change_option_hidden():
    return bool(os.environ.get('CODESYS_STANDIN_NO_ONLINE_CHANGE_OPTION'))


def _device_of(application):
    node = application._node.parent
    while node is not None and str(node.type) != TYPE_IDS['device']:
        node = node.parent
    if node is None:
        raise ScriptOnlineException('The application %s is not below a device' % application.get_name())
    from scriptengine import ScriptObject
    return ScriptObject(node, application._project)


def _device_address(device):
    properties = device._node.props
    return properties.get('gateway', DEFAULT_GATEWAY), properties.get('address', DEFAULT_ADDRESS)


def _expression_key(application_name, expression):
    text = ''.join(str(expression).split()).upper()
    prefix = application_name.upper() + '.'
    if text.startswith(prefix) and text[len(prefix):].count('.') >= 1:
        text = text[len(prefix):]
    return text


def _image(engine, application):
    """What a download of `application` would put on the device: it must build without errors."""
    project = application._project
    engine.system._run_build(application, project)
    errors = [m for m in engine.system.get_message_objects(engine.CATEGORY_BUILD) if int(m.severity) & int(engine.Severity.Error)]
    if errors:
        raise ScriptOnlineException('The application has compile errors; fix them before logging in (%d errors)' % len(errors))
    objects = _code_objects(engine, application)
    layout = layout_of(objects, lambda node: KIND_BY_TYPE.get(str(node.type)))
    return {'layout': _encode_layout(layout), 'code_hash': _code_hash(objects)}


def _code_objects(engine, application):
    objects = [n for n in application._node.walk() if n.declaration is not None or n.implementation is not None]
    return objects + [n for n in application._project._root.children if n.type in engine._NAMESPACE_TYPES]


def _code_hash(objects):
    code = hashlib.sha1()
    for node in sorted(objects, key=lambda n: str(n.guid)):
        code.update(('%s\0%s\0%s\0' % (node.name, node.declaration or '', node.implementation or '')).encode('utf-8'))
    return code.hexdigest()


def is_uptodate(engine, application):
    """ScriptApplication.is_uptodate: whether this application is the one running on the PLC (the real IDE judges it
    from the compile information of its last download; the stand-in compares with what the PLC holds)."""
    try:
        _target, plc = standin_network.connect_target(engine, _device_of(application))
    except ScriptOnlineException:
        return False  # no PLC answers where the project points: nothing there is this application
    app = plc.application(application.get_name())
    return app is not None and app['guid'] == str(application.guid) and app['code_hash'] == _code_hash(_code_objects(engine, application))


def is_online_change_possible(engine, application):
    """ScriptApplication.is_online_change_possible (a property of the offline application since 3.5.10.0; the online
    application has none, scriptDoc.txt): whether the code now could reach the PLC by an online change. The real IDE
    judges it from the compile information of the last download; the stand-in compares with what the PLC holds."""
    try:
        _target, plc = standin_network.connect_target(engine, _device_of(application))
    except ScriptOnlineException:
        return False
    app = plc.application(application.get_name())
    if app is None or app['guid'] != str(application.guid):
        return False
    try:
        return _online_change_possible(app, _image(engine, application))
    except ScriptOnlineException:
        return False  # compile errors: nothing can be downloaded at all


def _online_change_possible(app, image):
    return not _incompatible(app, image)


def _incompatible(app, image):
    """Variables whose type changed: their memory cannot be carried over by an online change."""
    return [var['name'] for key, var in image['layout'].items() if key in app['layout'] and app['layout'][key]['type'] != var['type']]


def _download(plc, name, guid, image, previous):
    values = dict((key, initial_value(var, var['name'])) for key, var in image['layout'].items())
    app = {
        'guid': guid, 'layout': image['layout'], 'code_hash': image['code_hash'], 'values': values, 'forced': {},
        'state': 'stop', 'exception': None, 'version': (previous or {}).get('version', 0) + 1, 'boot_project': None,
        'last_change': 'download',
    }
    plc.put(name, app)
    return app


def _online_change(plc, name, app, image):
    values = {}
    for key, var in image['layout'].items():
        values[key] = app['values'][key] if key in app['values'] else initial_value(var, var['name'])
    forced = dict((key, value) for key, value in app['forced'].items() if key in image['layout'])
    app.update({'layout': image['layout'], 'code_hash': image['code_hash'], 'values': values, 'forced': forced,
                'version': app['version'] + 1, 'last_change': 'online-change'})
    plc.put(name, app)
    return app


# -- device objects: communication settings (ScriptDeviceObject)

def _get_gateway(self):
    # The Guid of the configured gateway, as CODESYS returns it (the project may name it by name or by Guid).
    return standin_network.gateway_guid(_device_address(self)[0])


def _get_address(self):
    return _device_address(self)[1]


def _set_gateway_and_address(self, gateway, address):
    self._node.props['gateway'] = str(gateway)
    self._node.props['address'] = str(address)
    self._project._changed()


DEVICE_MEMBERS = {
    'get_gateway': _get_gateway,
    'get_address': _get_address,
    'set_gateway_and_address': _set_gateway_and_address,
}


import standin_network  # noqa: E402  (it builds on the classes above)
