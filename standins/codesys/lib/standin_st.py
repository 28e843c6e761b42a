"""The stand-in's compiler: checks the Structured Text it holds and reports what a CODESYS build reports for it.

Checks: undeclared identifiers (C0046), unknown types (C0077), missing semicolons (C0004), blocks that are not closed
or closed without being opened (IF/CASE/FOR/WHILE/REPEAT, VAR..END_VAR, STRUCT, TYPE), and misplaced tokens. Every
finding names its object, the part (declaration or implementation) and the 1-based line and column in that part.
"""
import bisect
import re

from standin_types import KIND_BY_TYPE

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


class Declaration(object):
    def __init__(self):
        self.kind = None
        self.name = None
        self.extends = None
        self.variables = set()
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
                self.type_spec(decl)
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
        while self.at(*_VAR_QUALIFIERS):
            self.advance()
        while True:
            if self.at('END_VAR'):
                self.advance()
                return
            if self.tok.kind == 'eof' or self.at(*_VAR_BLOCKS):
                self.error(opener, 'block_not_closed', ('END_VAR', opener.value, opener.line), CODE_NOT_CLOSED)
                return
            self.member(decl, ('END_VAR',))

    def member(self, decl, closers):
        """`a, b AT %IX0.0 : TYPE := init;` inside VAR blocks, STRUCTs and UNIONs."""
        if self.tok.kind != 'ident' or self.tok.upper in _RESERVED:
            self.error(self.tok, 'unexpected', (self.tok.value,), CODE_UNEXPECTED)
            self.advance()
            return
        decl.variables.add(self.advance().upper)
        while self.at(','):
            self.advance()
            if self.tok.kind == 'ident':
                decl.variables.add(self.advance().upper)
        if self.at('AT'):
            self.advance()
            if self.tok.kind == 'address':
                self.advance()
        if self.expect(':') is None:
            self.skip_balanced_until((';',) + closers)
            if self.at(';'):
                self.advance()
            return
        self.type_spec(decl)
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
        if self.at('ARRAY'):
            self.advance()
            if self.expect('[') is not None:
                self.skip_balanced_until((']',))
                self.expect(']')
            self.expect('OF')
            self.type_spec(decl)
        elif self.at('POINTER', 'REFERENCE'):
            self.advance()
            self.expect('TO')
            self.type_spec(decl)
        elif self.at('STRING', 'WSTRING'):
            self.advance()
            if self.at('(', '['):
                closer = ')' if self.advance().value == '(' else ']'
                self.skip_balanced_until((closer,))
                self.expect(closer)
        elif self.at('('):
            self.advance()
            self.skip_balanced_until((')',))
            self.expect(')')
        elif self.tok.kind == 'ident' and self.tok.upper not in _RESERVED:
            first = self.tok
            name = self.dotted_name()
            if name is not None and '.' not in name:
                decl.type_refs.append(first)
            if self.at('('):
                self.advance()
                self.skip_balanced_until((')',))
                self.expect(')')
        else:
            self.error(self.tok, 'unexpected', (self.describe(self.tok),), CODE_UNEXPECTED)

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
# Implementations


class _ImplementationParser(_Parser):
    def __init__(self, text, node, part, report, is_known):
        _Parser.__init__(self, text, node, part, report)
        self.is_known = is_known

    def parse(self):
        self.statements(())

    def statements(self, terminators, in_case=False):
        while True:
            token = self.tok
            if token.kind == 'eof':
                return None
            if token.kind == 'ident' and token.upper in terminators:
                return token
            if in_case and self.case_label_ahead():
                return token
            if token.kind == 'ident' and token.upper in _BLOCK_WORDS:
                self.error(token, 'unexpected', (token.value,), CODE_UNEXPECTED)
                self.advance()
                continue
            before = self.index
            self.statement()
            if self.index == before:
                # Nothing could be made of this token: report it once and move on.
                self.error(self.tok, 'unexpected', (self.tok.value,), CODE_UNEXPECTED)
                self.advance()

    def statement(self):
        token = self.tok
        word = token.upper if token.kind == 'ident' else None
        if self.at(';'):
            self.advance()
        elif word == 'IF':
            self.if_statement()
        elif word == 'CASE':
            self.case_statement()
        elif word == 'FOR':
            self.for_statement()
        elif word == 'WHILE':
            self.loop_statement('DO', 'END_WHILE')
        elif word == 'REPEAT':
            self.repeat_statement()
        elif word in ('RETURN', 'EXIT', 'CONTINUE'):
            self.advance()
            self.expect_semicolon()
        elif word == 'JMP':
            self.advance()
            if self.tok.kind == 'ident':
                self.advance()
            self.expect_semicolon()
        elif token.kind == 'ident' and word not in _RESERVED:
            self.primary()
            if self.at(':='):
                self.advance()
                self.expression()
            self.expect_semicolon()

    def close_block(self, opener, closer, end):
        if end is None or end.upper != closer:
            self.error(opener, 'block_not_closed', (closer, opener.value, opener.line), CODE_NOT_CLOSED)
            return
        self.advance()
        if self.at(';'):
            self.advance()

    def if_statement(self):
        opener = self.advance()
        self.expression()
        self.expect('THEN')
        end = self.statements(('ELSIF', 'ELSE', 'END_IF'))
        while end is not None and end.upper == 'ELSIF':
            self.advance()
            self.expression()
            self.expect('THEN')
            end = self.statements(('ELSIF', 'ELSE', 'END_IF'))
        if end is not None and end.upper == 'ELSE':
            self.advance()
            end = self.statements(('END_IF',))
        self.close_block(opener, 'END_IF', end)

    def case_statement(self):
        opener = self.advance()
        self.expression()
        self.expect('OF')
        while True:
            if self.tok.kind == 'eof':
                self.close_block(opener, 'END_CASE', None)
                return
            if self.at('END_CASE'):
                self.close_block(opener, 'END_CASE', self.tok)
                return
            if self.at('ELSE'):
                self.advance()
                self.close_block(opener, 'END_CASE', self.statements(('END_CASE',)))
                return
            before = self.index
            self.case_labels()
            self.expect(':')
            self.statements(('END_CASE', 'ELSE'), in_case=True)
            if self.index == before:
                self.error(self.tok, 'unexpected', (self.tok.value,), CODE_UNEXPECTED)
                self.advance()

    def case_label_ahead(self):
        offset = 0
        while True:
            token = self.peek(offset)
            if token.kind == 'op' and token.value == ':':
                return offset > 0
            if token.kind in ('number', 'typed', 'based') or (token.kind == 'op' and token.value in ('.', '..', ',', '-')):
                offset += 1
                continue
            if token.kind == 'ident' and token.upper not in _RESERVED:
                offset += 1
                continue
            return False

    def case_labels(self):
        while not self.at(':') and self.tok.kind != 'eof':
            if self.tok.kind == 'ident' and self.peek(-1).value != '.':
                self.check(self.tok)
            if not self.case_label_ahead():
                return
            self.advance()

    def for_statement(self):
        opener = self.advance()
        if self.tok.kind == 'ident':
            self.check(self.advance())
        self.expect(':=')
        self.expression()
        self.expect('TO')
        self.expression()
        if self.at('BY'):
            self.advance()
            self.expression()
        self.expect('DO')
        self.close_block(opener, 'END_FOR', self.statements(('END_FOR',)))

    def loop_statement(self, body_word, closer):
        opener = self.advance()
        self.expression()
        self.expect(body_word)
        self.close_block(opener, closer, self.statements((closer,)))

    def repeat_statement(self):
        opener = self.advance()
        end = self.statements(('UNTIL',))
        if end is None:
            self.close_block(opener, 'END_REPEAT', None)
            return
        self.advance()
        self.expression()
        self.close_block(opener, 'END_REPEAT', self.tok if self.at('END_REPEAT') else None)

    def is_binary(self):
        token = self.tok
        return (token.kind == 'op' and token.value in _BINARY) or (token.kind == 'ident' and token.upper in _BINARY_WORDS)

    def expression(self):
        self.unary()
        while self.is_binary():
            self.advance()
            self.unary()

    def unary(self):
        if self.at('NOT', '-', '+'):
            self.advance()
            self.unary()
        else:
            self.primary()

    def primary(self):
        token = self.tok
        if token.kind in ('number', 'string', 'typed', 'based', 'address'):
            self.advance()
        elif self.at('('):
            self.advance()
            self.expression()
            self.expect(')')
        elif self.at('['):
            self.advance()
            self.skip_balanced_until((']',))
            self.expect(']')
        elif token.kind == 'ident' and token.upper not in _RESERVED:
            if token.upper not in ('TRUE', 'FALSE', 'THIS', 'SUPER'):
                self.check(token)
            self.advance()
            self.postfix()
        else:
            self.error(token, 'unexpected', (self.describe(token),), CODE_UNEXPECTED)

    def postfix(self):
        while True:
            if self.at('.'):
                self.advance()
                if self.tok.kind == 'ident':
                    self.advance()
            elif self.at('^'):
                self.advance()
            elif self.at('['):
                self.advance()
                self.comma_list(self.expression)
                self.expect(']')
            elif self.at('('):
                self.call_arguments()
            else:
                return

    def call_arguments(self):
        self.advance()
        if self.at(')'):
            self.advance()
            return
        while True:
            if self.tok.kind == 'ident' and self.peek().upper in (':=', '=>'):
                # A formal parameter belongs to the callee, not to this scope.
                self.advance()
                if self.advance().value == '=>':
                    self.primary()
                else:
                    self.expression()
            else:
                self.expression()
            if not self.at(','):
                break
            self.advance()
        self.expect(')')

    def check(self, token):
        if not self.is_known(token.upper):
            self.error(token, 'undefined', (token.value,), CODE_UNDEFINED)


# ---------------------------------------------------------------------------------------------------------------------
# Whole-project check


def _kind(node):
    return KIND_BY_TYPE.get(str(node.type))


def check_objects(nodes):
    """Findings for every textual object in `nodes`, at most one per object part and line, in tree order."""
    findings = []
    seen = set()

    def report(finding):
        key = (id(finding.node), finding.part, finding.line)
        if key not in seen:
            seen.add(key)
            findings.append(finding)

    declarations = {}
    for node in nodes:
        if node.declaration is not None:
            headerless = _kind(node) in ('accessor', 'action')
            declarations[id(node)] = _DeclarationParser(node.declaration, node, 'declaration', report).parse(headerless)

    globals_, types = _global_names(nodes, declarations)
    for node in nodes:
        decl = declarations.get(id(node))
        for token in decl.type_refs if decl else []:
            if token.upper not in types:
                report(Finding(node, 'declaration', token, 'unknown_type', (token.value,), CODE_UNKNOWN_TYPE))
        if node.implementation is not None:
            scope = _scope_of(node, declarations, nodes)
            is_known = lambda name, scope=scope: name in scope or name in globals_ or name in STANDARD_FUNCTIONS or bool(_CONVERSION.match(name))
            _ImplementationParser(node.implementation, node, 'implementation', report, is_known).parse()
    order = dict((id(node), index) for index, node in enumerate(nodes))
    findings.sort(key=lambda f: (order[id(f.node)], f.part != 'declaration', f.line, f.column))
    return findings


def _global_names(nodes, declarations):
    names = set(STANDARD_FUNCTION_BLOCKS)
    types = set(ELEMENTARY_TYPES) | STANDARD_FUNCTION_BLOCKS
    for node in nodes:
        kind = _kind(node)
        decl = declarations.get(id(node))
        if kind in ('pou', 'dut', 'gvl', 'interface'):
            names.add(node.name.upper())
        if decl is None:
            continue
        qualified_only = "attribute 'qualified_only'" in (node.declaration or '')
        if kind in ('dut', 'interface') or (kind == 'pou' and decl.kind == 'FUNCTION_BLOCK'):
            types.add(node.name.upper())
        if kind == 'gvl' and not qualified_only:
            names |= decl.variables
        if kind == 'dut' and not qualified_only:
            names |= decl.enum_values
    return names, types


def _scope_of(node, declarations, nodes):
    """Names an implementation may use unqualified: its own variables, those of the POUs it belongs to (and their
    bases), and the names of their methods, properties and actions."""
    scope = set()
    current = node
    while current is not None and _kind(current) != 'folder':
        decl = declarations.get(id(current))
        scope.add(current.name.upper())
        for child in current.children:
            scope.add(child.name.upper())
        if decl is not None:
            scope |= decl.variables
            if decl.extends:
                scope |= _inherited(decl.extends, declarations, nodes, set())
        if _kind(current) == 'pou':
            break
        current = current.parent
    return scope


def _inherited(base_name, declarations, nodes, visited):
    names = set()
    for candidate in nodes:
        if candidate.name.upper() == base_name.upper() and _kind(candidate) == 'pou' and candidate.name.upper() not in visited:
            visited.add(candidate.name.upper())
            decl = declarations.get(id(candidate))
            names |= decl.variables if decl else set()
            names |= set(child.name.upper() for child in candidate.children)
            if decl is not None and decl.extends:
                names |= _inherited(decl.extends, declarations, nodes, visited)
    return names
