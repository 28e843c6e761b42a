"""The stand-in compiler's view of Structured Text below statements: tokens, declarations and what it knows of
types (moved out of standin_st.py, whose docstring says what the compiler checks)."""
import bisect
import re

_TOKEN = re.compile(r"""
    (?P<ws>[ \t\r\n]+)
  | (?P<comment>\(\*.*?\*\)|/\*.*?\*/|//[^\n]*)
  | (?P<pragma>\{[^}]*\})
  | (?P<string>'(?:\$.|[^'$\n])*'|"(?:\$.|[^"$\n])*")
  | (?P<typed>[A-Za-z_][A-Za-z0-9_]*\#[A-Za-z0-9_:.\-]+)
  | (?P<based>\d+\#[0-9A-Fa-f_]+)
  | (?P<number>\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][+-]?\d+)?)
  | (?P<address>%[IQM][XBWDL*]?[\d.*]*)
  | (?P<ident>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<op>:=|=>|<=|>=|<>|\*\*|\.\.|[-+*/=<>(),;:.\[\]^&\#])
  | (?P<other>.)
""", re.S | re.X)

ELEMENTARY_TYPES = set("""
BOOL BIT BYTE WORD DWORD LWORD SINT USINT INT UINT DINT UDINT LINT ULINT REAL LREAL TIME LTIME DATE LDATE TIME_OF_DAY TOD
LTOD DATE_AND_TIME DT LDT STRING WSTRING CHAR WCHAR __UXINT __XINT __XWORD ANY ANY_NUM ANY_INT ANY_REAL ANY_BIT
ANY_STRING ANY_DATE XINT UXINT XWORD
""".split())
STANDARD_FUNCTION_BLOCKS = set('TON TOF TP LTON LTOF LTP RTC R_TRIG F_TRIG CTU CTD CTUD SR RS SEMA'.split())
STANDARD_FUNCTIONS = set("""
ABS SQRT LN LOG EXP SIN COS TAN ASIN ACOS ATAN EXPT MIN MAX LIMIT SEL MUX MOVE TRUNC TRUNC_INT ROL ROR SHL SHR LEN LEFT
RIGHT MID CONCAT INSERT DELETE REPLACE FIND ADR ADRINST BITADR SIZEOF XSIZEOF INDEXOF __NEW __DELETE __QUERYINTERFACE
__QUERYPOINTER __ISVALIDREF __VARINFO UPPER_BOUND LOWER_BOUND
""".split())
_CONVERSION = re.compile(r'^(?:[A-Z_]+_TO_[A-Z_]+|TO_[A-Z_]+)$')
_VAR_BLOCKS = set('VAR VAR_INPUT VAR_OUTPUT VAR_IN_OUT VAR_GLOBAL VAR_TEMP VAR_STAT VAR_INST VAR_EXTERNAL VAR_CONFIG'.split())
_VAR_QUALIFIERS = set('CONSTANT RETAIN PERSISTENT'.split())
_HEADERS = set('PROGRAM FUNCTION_BLOCK FUNCTION INTERFACE METHOD PROPERTY'.split())
_MODIFIERS = set('PUBLIC PRIVATE PROTECTED INTERNAL ABSTRACT FINAL'.split())
_BINARY = set('+ - * / ** = <> < > <= >= &'.split())
_BINARY_WORDS = set('AND OR XOR MOD AND_THEN OR_ELSE'.split())
_RESERVED = set("""
IF THEN ELSE ELSIF END_IF CASE OF END_CASE FOR TO BY DO END_FOR WHILE END_WHILE REPEAT UNTIL END_REPEAT EXIT RETURN
CONTINUE JMP AND OR XOR NOT MOD AND_THEN OR_ELSE VAR END_VAR PROGRAM FUNCTION FUNCTION_BLOCK METHOD PROPERTY TYPE
END_TYPE STRUCT END_STRUCT UNION END_UNION
""".split()) | _VAR_BLOCKS
# Words that close or continue a block; meeting one where no block is open is an error.
_BLOCK_WORDS = set('THEN ELSE ELSIF END_IF OF END_CASE TO BY DO END_FOR END_WHILE UNTIL END_REPEAT'.split())

CODE_UNDEFINED = 46
CODE_UNKNOWN_TYPE = 77
CODE_CANNOT_CONVERT = 32
# The docs give C0007 for "'X' is no valid assignment target" (an example build output); one public language server
# and one measurement on SP21 give C0018 for the same text. The stand-in follows the project's docs.
CODE_NO_ASSIGNMENT_TARGET = 7
# Text as a real CODESYS reports it ("Function 'SysSockIoctl' requires exactly '3' inputs"); no source gives its
# number, so the stand-in picks one.
CODE_INPUT_COUNT = 137
# Modelled on CODESYS's implicit-conversion warnings (C0195 family: "Implicit conversion from ... : possible ...");
# neither the number nor the exact text for INT to BOOL is in the docs.
CODE_IMPLICIT_CONVERSION = 197
CODE_SEMICOLON = 4
CODE_EXPECTED = 5
CODE_UNEXPECTED = 6
CODE_NOT_CLOSED = 9


class Token(object):
    __slots__ = ('kind', 'value', 'upper', 'line', 'column')

    def __init__(self, kind, value, line, column):
        self.kind = kind
        self.value = value
        self.upper = value.upper() if kind == 'ident' else value
        self.line = line
        self.column = column


def tokenize(text):
    line_starts = [0] + [m.end() for m in re.finditer('\n', text)]
    tokens = []
    for match in _TOKEN.finditer(text):
        kind = match.lastgroup
        if kind in ('ws', 'comment', 'pragma'):
            continue
        start = match.start()
        line = bisect.bisect_right(line_starts, start)
        tokens.append(Token(kind, match.group(), line, start - line_starts[line - 1] + 1))
    last_line = len(line_starts)
    tokens.append(Token('eof', '', last_line, len(text) - line_starts[-1] + 1))
    return tokens


def header_of(declaration):
    """(kind, name) of a declaration's header, e.g. ('FUNCTION_BLOCK', 'FB_Motor'); None without one."""
    tokens = tokenize(declaration)
    index = 0
    if not tokens or tokens[0].upper not in _HEADERS | {'TYPE'}:
        return None
    kind = tokens[0].upper
    index = 1
    while tokens[index].upper in _MODIFIERS:
        index += 1
    return (kind, tokens[index].value) if tokens[index].kind == 'ident' else None


class Finding(object):
    def __init__(self, node, part, token, key, args, number, severity='error'):
        self.node = node
        self.part = part
        self.line = token.line
        self.column = token.column
        self.length = max(len(token.value), 1)
        self.key = key
        self.args = args
        self.number = number
        self.severity = severity


class _Parser(object):
    def __init__(self, text, node, part, report):
        self.tokens = tokenize(text)
        self.index = 0
        self.node = node
        self.part = part
        self._report = report

    @property
    def tok(self):
        return self.tokens[self.index]

    def peek(self, offset=1):
        return self.tokens[min(self.index + offset, len(self.tokens) - 1)]

    @property
    def previous(self):
        return self.tokens[max(self.index - 1, 0)]

    def advance(self):
        token = self.tok
        if token.kind != 'eof':
            self.index += 1
        return token

    def at(self, *values):
        token = self.tok
        return (token.kind == 'ident' or token.kind == 'op') and token.upper in values

    def error(self, token, key, args, number):
        self._report(Finding(self.node, self.part, token, key, args, number))

    def describe(self, token):
        return token.value if token.kind != 'eof' else 'end of text'

    def comma_list(self, parse_item):
        """Parses `item {, item}` and returns the first item's result."""
        first = parse_item()
        while self.at(','):
            self.advance()
            parse_item()
        return first

    def expect(self, value):
        if self.at(value):
            return self.advance()
        self.error(self.tok, 'expected', (value, self.describe(self.tok)), CODE_EXPECTED)
        return None

    def expect_semicolon(self):
        if self.at(';'):
            self.advance()
            return
        # Reported where the semicolon belongs: the end of the statement, not the next line.
        end = self.previous
        self._report(Finding(self.node, self.part, end, 'semicolon_expected', (self.describe(self.tok),), CODE_SEMICOLON))

    def skip_balanced_until(self, stops):
        depth = 0
        while self.tok.kind != 'eof':
            if depth == 0 and self.at(*stops):
                return
            if self.at('(', '['):
                depth += 1
            elif self.at(')', ']'):
                depth -= 1
            self.advance()


# ---------------------------------------------------------------------------------------------------------------------
# Declarations


class Variable(object):
    """A declared variable: its type (an upper-case type name, ('ARRAY', element) or None) and whether it is
    a constant."""

    __slots__ = ('type', 'constant', 'block')

    def __init__(self, type_, constant, block):
        self.type = type_
        self.constant = constant
        self.block = block


class Declaration(object):
    def __init__(self):
        self.kind = None
        self.name = None
        self.extends = None
        self.return_type = None
        self.variables = set()
        self.typed = {}
        self.inputs = []
        self.enum_values = set()
        self.type_refs = []
        self.qualified_only = False


class _DeclarationParser(_Parser):
    def parse(self, headerless):
        decl = Declaration()
        if self.at(*_HEADERS):
            decl.kind = self.advance().upper
            while self.at(*_MODIFIERS):
                self.advance()
            if self.tok.kind == 'ident':
                decl.name = self.advance().value
            else:
                self.expect('identifier')
            if self.at('EXTENDS'):
                self.advance()
                decl.extends = self.comma_list(self.dotted_name)
            if self.at('IMPLEMENTS'):
                self.advance()
                self.comma_list(self.dotted_name)
            if self.at(':'):
                self.advance()
                decl.return_type = self.type_spec(decl)
        elif self.at('TYPE'):
            decl.kind = 'TYPE'
            self.type_declaration(decl)
        elif self.at('VAR_GLOBAL'):
            decl.kind = 'VAR_GLOBAL'
        elif not (headerless and (self.at(*_VAR_BLOCKS) or self.tok.kind == 'eof')):
            self.error(self.tok, 'header_expected', ('PROGRAM, FUNCTION_BLOCK, FUNCTION, METHOD, PROPERTY, TYPE or VAR_GLOBAL',), CODE_EXPECTED)
            return decl
        while self.tok.kind != 'eof':
            if self.at(*_VAR_BLOCKS):
                self.var_block(decl, self.advance())
            else:
                self.error(self.tok, 'unexpected', (self.tok.value,), CODE_UNEXPECTED)
                self.advance()
        return decl

    def dotted_name(self):
        if self.tok.kind != 'ident':
            self.expect('identifier')
            return None
        name = self.advance().value
        while self.at('.') and self.peek().kind == 'ident':
            self.advance()
            name += '.' + self.advance().value
        return name

    def var_block(self, decl, opener):
        constant = False
        while self.at(*_VAR_QUALIFIERS):
            constant = constant or self.tok.upper == 'CONSTANT'
            self.advance()
        while True:
            if self.at('END_VAR'):
                self.advance()
                return
            if self.tok.kind == 'eof' or self.at(*_VAR_BLOCKS):
                self.error(opener, 'block_not_closed', ('END_VAR', opener.value, opener.line), CODE_NOT_CLOSED)
                return
            self.member(decl, ('END_VAR',), constant, opener.upper)

    def member(self, decl, closers, constant=False, block=None):
        """`a, b AT %IX0.0 : TYPE := init;` inside VAR blocks, STRUCTs and UNIONs."""
        if self.tok.kind != 'ident' or self.tok.upper in _RESERVED:
            self.error(self.tok, 'unexpected', (self.tok.value,), CODE_UNEXPECTED)
            self.advance()
            return
        names = [self.advance().upper]
        while self.at(','):
            self.advance()
            if self.tok.kind == 'ident':
                names.append(self.advance().upper)
        decl.variables.update(names)
        if self.at('AT'):
            self.advance()
            if self.tok.kind == 'address':
                self.advance()
        if self.expect(':') is None:
            self.skip_balanced_until((';',) + closers)
            if self.at(';'):
                self.advance()
            return
        type_ = self.type_spec(decl)
        for name in names:
            decl.typed[name] = Variable(type_, constant, block)
            if block in ('VAR_INPUT', 'VAR_IN_OUT'):
                decl.inputs.append(type_)
        if self.at(':='):
            self.advance()
            self.initial_value(closers)
        self.expect_semicolon()

    def initial_value(self, closers):
        """Skips an initial value; a new member on a later line means its semicolon is missing."""
        depth = 0
        start_line = self.tok.line
        while self.tok.kind != 'eof':
            if depth == 0 and (self.at(';') or self.at(*closers)):
                return
            if depth == 0 and self.tok.line > start_line and self.tok.kind == 'ident' and self.peek().upper in (':', ','):
                return
            if self.at('(', '['):
                depth += 1
            elif self.at(')', ']'):
                depth -= 1
            self.advance()

    def type_spec(self, decl):
        """Parses a type and returns what the type checker knows of it: an upper-case name, ('ARRAY', element type),
        or None (pointers, references, subranges, inline enumerations)."""
        if self.at('ARRAY'):
            self.advance()
            if self.expect('[') is not None:
                self.skip_balanced_until((']',))
                self.expect(']')
            self.expect('OF')
            return ('ARRAY', self.type_spec(decl))
        if self.at('POINTER', 'REFERENCE'):
            self.advance()
            self.expect('TO')
            self.type_spec(decl)
            return None
        if self.at('STRING', 'WSTRING'):
            name = self.advance().upper
            if self.at('(', '['):
                if self.peek().kind == 'number' and self.peek(2).value in (')', ']'):
                    name = '%s(%s)' % (name, self.peek().value)  # as CODESYS names it in messages: STRING(20)
                closer = ')' if self.advance().value == '(' else ']'
                self.skip_balanced_until((closer,))
                self.expect(closer)
            return name
        if self.at('('):
            self.advance()
            self.skip_balanced_until((')',))
            self.expect(')')
            return None
        if self.tok.kind == 'ident' and self.tok.upper not in _RESERVED:
            first = self.tok
            name = self.dotted_name()
            if name is not None and '.' not in name:
                decl.type_refs.append(first)
            if self.at('('):
                self.advance()
                self.skip_balanced_until((')',))
                self.expect(')')
                return None  # a subrange
            return name.upper() if name is not None else None
        self.error(self.tok, 'unexpected', (self.describe(self.tok),), CODE_UNEXPECTED)
        return None

    def type_declaration(self, decl):
        opener = self.advance()
        if self.tok.kind == 'ident':
            decl.name = self.advance().value
        if self.at('EXTENDS'):
            self.advance()
            self.dotted_name()
        self.expect(':')
        if self.at('STRUCT', 'UNION'):
            inner = self.advance()
            closer = 'END_' + inner.upper
            while not self.at(closer):
                if self.tok.kind == 'eof' or self.at('END_TYPE'):
                    self.error(inner, 'block_not_closed', (closer, inner.value, inner.line), CODE_NOT_CLOSED)
                    break
                self.member(Declaration(), (closer, 'END_TYPE'))
            if self.at(closer):
                self.advance()
        elif self.at('('):
            self.advance()
            while self.tok.kind == 'ident':
                decl.enum_values.add(self.advance().upper)
                if self.at(':='):
                    self.advance()
                    self.skip_balanced_until((',', ')'))
                if not self.at(','):
                    break
                self.advance()
            self.expect(')')
            if self.tok.kind == 'ident' and not self.at('END_TYPE'):
                self.type_spec(decl)
            self.expect_semicolon()
        else:
            self.type_spec(decl)
            if self.at(':='):
                self.advance()
                self.initial_value(('END_TYPE',))
            self.expect_semicolon()
        if self.at('END_TYPE'):
            self.advance()
            if self.at(';'):
                self.advance()
        else:
            self.error(opener, 'block_not_closed', ('END_TYPE', opener.value, opener.line), CODE_NOT_CLOSED)



# ---------------------------------------------------------------------------------------------------------------------
# Types: what the checker knows of elementary types. It reports only what CODESYS reports for certain, and stays
# silent where it cannot tell (user types, struct members, pointers, literals): a stand-in must not invent errors.

_INTEGER_TYPES = ['SINT', 'USINT', 'BYTE', 'INT', 'UINT', 'WORD', 'DINT', 'UDINT', 'DWORD', 'LINT', 'ULINT', 'LWORD',
                  '__XINT', '__UXINT', '__XWORD', 'XINT', 'UXINT', 'XWORD', 'BIT']
_FAMILIES = {'BOOL': 'bool', 'REAL': 'real', 'LREAL': 'real', 'TIME': 'time', 'LTIME': 'time', 'DATE': 'date',
             'LDATE': 'date', 'TIME_OF_DAY': 'date', 'TOD': 'date', 'LTOD': 'date', 'DATE_AND_TIME': 'date', 'DT': 'date',
             'LDT': 'date', 'CHAR': 'char', 'WCHAR': 'char'}
for _name in _INTEGER_TYPES:
    _FAMILIES[_name] = 'int'
INT_LITERAL = '__INT_LITERAL'
REAL_LITERAL = '__REAL_LITERAL'
STRING_LITERAL = '__STRING_LITERAL'
_TYPED_LITERALS = {'T': 'TIME', 'TIME': 'TIME', 'LT': 'LTIME', 'LTIME': 'LTIME', 'D': 'DATE', 'DATE': 'DATE', 'TOD': 'TOD',
                   'TIME_OF_DAY': 'TOD', 'DT': 'DT', 'DATE_AND_TIME': 'DT'}
# Families whose values never become one another implicitly.
_DISTINCT = ('string', 'time', 'date')
# Standard functions with a fixed number of inputs, and what they return ('=' : the type of the first input).
_FIXED_ARITY = {'ABS': (1, '='), 'SQRT': (1, '='), 'LN': (1, '='), 'LOG': (1, '='), 'EXP': (1, '='), 'SIN': (1, '='),
                'COS': (1, '='), 'TAN': (1, '='), 'ASIN': (1, '='), 'ACOS': (1, '='), 'ATAN': (1, '='), 'EXPT': (2, '='),
                'LIMIT': (3, None), 'SEL': (3, None), 'MOVE': (1, '='), 'TRUNC': (1, 'DINT'), 'TRUNC_INT': (1, 'INT'),
                'LEN': (1, 'INT'), 'LEFT': (2, 'STRING'), 'RIGHT': (2, 'STRING'), 'MID': (3, 'STRING'),
                'INSERT': (3, 'STRING'), 'DELETE': (3, 'STRING'), 'REPLACE': (4, 'STRING'), 'FIND': (2, 'INT')}


def family(type_):
    if not isinstance(type_, str):
        return None
    if type_.startswith('STRING') or type_.startswith('WSTRING'):
        return 'string'
    return _FAMILIES.get(type_)


def conversion(source, target):
    """None when a value of `source` may go where `target` is expected (or the checker cannot tell), else 'error'
    or 'warning'."""
    from_family, to_family = family(source), family(target)
    if from_family is None or to_family is None or from_family == to_family:
        return None
    if from_family == 'int' and to_family == 'bool':
        return 'warning'
    if from_family in _DISTINCT or to_family in _DISTINCT:
        return 'error'
    return None


def literal_type(token):
    if token.kind == 'number':
        return REAL_LITERAL if any(ch in token.value for ch in '.eE') else INT_LITERAL
    if token.kind == 'based':
        return INT_LITERAL
    if token.kind == 'string':
        return STRING_LITERAL
    if token.kind == 'typed':
        prefix = token.value.split('#', 1)[0].upper()
        return _TYPED_LITERALS.get(prefix, prefix if prefix in ELEMENTARY_TYPES else None)
    return None


def combine(left, right):
    """The type of `left <op> right` for arithmetic, or None when the checker cannot tell."""
    if left in (INT_LITERAL, REAL_LITERAL):
        left, right = right, left
    if left is None or right is None:
        return None
    if right in (INT_LITERAL, REAL_LITERAL):
        if right == REAL_LITERAL and family(left) == 'int':
            return 'LREAL'
        return left
    families = (family(left), family(right))
    if families == ('int', 'int'):
        return max(left, right, key=lambda t: _INTEGER_TYPES.index(t) if t in _INTEGER_TYPES else 0)
    if 'real' in families and families[0] in ('int', 'real') and families[1] in ('int', 'real'):
        return 'LREAL' if 'LREAL' in (left, right) else 'REAL'
    return left if left == right else None


class Value(object):
    """What an operand is: its type, and the variable it names (for assignment checks)."""

    __slots__ = ('type', 'variable', 'text', 'token')

    def __init__(self, type_, variable=None, text=None, token=None):
        self.type = type_
        self.variable = variable
        self.text = text
        self.token = token


class Names(object):
    """What an implementation can refer to: its variables, the global ones, qualified GVLs and functions."""

    def __init__(self, local, globals_, gvls, functions, is_known):
        self.local = local
        self.globals = globals_
        self.gvls = gvls
        self.functions = functions
        self.is_known = is_known

    def variable(self, name):
        return self.local.get(name) or self.globals.get(name)
