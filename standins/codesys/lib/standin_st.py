"""The stand-in's compiler: checks the Structured Text it holds and reports what a CODESYS build reports for it.

Checks: undeclared identifiers (C0046), unknown types (C0077), missing semicolons (C0004), blocks that are not closed
or closed without being opened (IF/CASE/FOR/WHILE/REPEAT, VAR..END_VAR, STRUCT, TYPE), and misplaced tokens; and types:
a value that cannot become the type it is assigned or passed to (C0032), a write to a constant, a function called
with the wrong number of inputs, and the implicit INT to BOOL conversion (a warning). Every finding names its
object, the part (declaration or implementation) and the 1-based line and column in that part.
"""
from standin_types import KIND_BY_TYPE
from standin_st_syntax import (  # noqa: F401  (header_of is part of this module's interface)
    CODE_CANNOT_CONVERT, CODE_IMPLICIT_CONVERSION, CODE_INPUT_COUNT, CODE_NOT_CLOSED, CODE_NO_ASSIGNMENT_TARGET,
    CODE_UNDEFINED, CODE_UNEXPECTED, CODE_UNKNOWN_TYPE, ELEMENTARY_TYPES, Finding, Names, STANDARD_FUNCTIONS,
    STANDARD_FUNCTION_BLOCKS, Value, Variable, _BINARY, _BINARY_WORDS, _BLOCK_WORDS, _CONVERSION, _DeclarationParser,
    _FIXED_ARITY, _Parser, _RESERVED, combine, conversion, family, header_of, literal_type,
)

# ---------------------------------------------------------------------------------------------------------------------
# Implementations


class _ImplementationParser(_Parser):
    def __init__(self, text, node, part, report, names):
        _Parser.__init__(self, text, node, part, report)
        self.names = names

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
            target = self.primary()
            if self.at(':='):
                self.advance()
                start = self.tok
                self.assign(target, self.expression(), start)
            self.expect_semicolon()

    def assign(self, target, source, at):
        if target.variable is not None and target.variable.constant:
            self.error(target.token, 'no_assignment_target', (target.text,), CODE_NO_ASSIGNMENT_TARGET)
            return
        self.convert(source, target.type, at)

    def convert(self, source, target, at):
        verdict = conversion(source, target)
        if verdict == 'error':
            self.error(at, 'cannot_convert', (source, target), CODE_CANNOT_CONVERT)
        elif verdict == 'warning':
            self._report(Finding(self.node, self.part, at, 'implicit_conversion', (source, target), CODE_IMPLICIT_CONVERSION, 'warning'))

    def condition(self):
        """IF, ELSIF, WHILE and UNTIL conditions are BOOL."""
        start = self.tok
        self.convert(self.expression(), 'BOOL', start)

    def close_block(self, opener, closer, end):
        if end is None or end.upper != closer:
            self.error(opener, 'block_not_closed', (closer, opener.value, opener.line), CODE_NOT_CLOSED)
            return
        self.advance()
        if self.at(';'):
            self.advance()

    def if_statement(self):
        opener = self.advance()
        self.condition()
        self.expect('THEN')
        end = self.statements(('ELSIF', 'ELSE', 'END_IF'))
        while end is not None and end.upper == 'ELSIF':
            self.advance()
            self.condition()
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
        self.condition()
        self.expect(body_word)
        self.close_block(opener, closer, self.statements((closer,)))

    def repeat_statement(self):
        opener = self.advance()
        end = self.statements(('UNTIL',))
        if end is None:
            self.close_block(opener, 'END_REPEAT', None)
            return
        self.advance()
        self.condition()
        self.close_block(opener, 'END_REPEAT', self.tok if self.at('END_REPEAT') else None)

    def is_binary(self):
        token = self.tok
        return (token.kind == 'op' and token.value in _BINARY) or (token.kind == 'ident' and token.upper in _BINARY_WORDS)

    def expression(self):
        """Parses an expression and returns its type (None when the checker cannot tell)."""
        result = self.unary()
        while self.is_binary():
            operator = self.advance().upper
            right = self.unary()
            if operator in ('=', '<>', '<', '>', '<=', '>=', 'AND_THEN', 'OR_ELSE'):
                result = 'BOOL'
            elif operator in ('AND', 'OR', 'XOR'):
                result = result if result == right else (combine(result, right) if family(result) == family(right) == 'int' else None)
            elif operator == '&':
                result = None
            else:
                result = combine(result, right)
        return result

    def unary(self):
        if self.at('NOT', '-', '+'):
            self.advance()
            return self.unary()
        return self.primary().type

    def primary(self):
        token = self.tok
        if token.kind in ('number', 'string', 'typed', 'based', 'address'):
            self.advance()
            return Value(literal_type(token), token=token)
        if self.at('('):
            self.advance()
            type_ = self.expression()
            self.expect(')')
            return Value(type_, token=token)
        if self.at('['):
            self.advance()
            self.skip_balanced_until((']',))
            self.expect(']')
            return Value(None, token=token)
        if token.kind == 'ident' and token.upper not in _RESERVED:
            self.advance()
            if token.upper in ('TRUE', 'FALSE'):
                return Value('BOOL', token=token)
            if token.upper in ('THIS', 'SUPER'):
                self.postfix(Value(None, token=token))
                return Value(None, token=token)
            self.check(token)
            variable = self.names.variable(token.upper)
            start = Value(variable.type if variable else None, variable, token.value, token)
            return self.postfix(start)
        self.error(token, 'unexpected', (self.describe(token),), CODE_UNEXPECTED)
        return Value(None, token=token)

    def postfix(self, value):
        gvl = self.names.gvls.get(value.token.upper) if value.variable is None and value.token.kind == 'ident' else None
        while True:
            if self.at('.'):
                self.advance()
                member = self.advance() if self.tok.kind == 'ident' else None
                variable = gvl.get(member.upper) if gvl is not None and member is not None else None
                text = '%s.%s' % (value.text, member.value) if member is not None and value.text else None
                value = Value(variable.type if variable else None, variable, text, value.token)
                gvl = None
            elif self.at('^'):
                self.advance()
                value = Value(None, token=value.token)
            elif self.at('['):
                self.advance()
                self.comma_list(self.expression)
                self.expect(']')
                element = value.type[1] if isinstance(value.type, tuple) else None
                value = Value(element, None, None, value.token)
            elif self.at('('):
                value = Value(self.call(value), token=value.token)
            else:
                return value

    def call(self, callee):
        """Parses a call's arguments; checks a function's number and types of inputs; returns what it returns."""
        self.advance()
        arguments = []
        formal = False
        if self.at(')'):
            self.advance()
        else:
            while True:
                start = self.tok
                if self.tok.kind == 'ident' and self.peek().upper in (':=', '=>'):
                    # A formal parameter belongs to the callee, not to this scope.
                    formal = True
                    self.advance()
                    if self.advance().value == '=>':
                        self.primary()
                        arguments.append((None, start))
                    else:
                        arguments.append((self.expression(), start))
                else:
                    arguments.append((self.expression(), start))
                if not self.at(','):
                    break
                self.advance()
            self.expect(')')
        name = callee.token.upper if callee.variable is None and callee.text == callee.token.value else None
        if name is None:
            return None
        function = self.names.functions.get(name)
        if function is not None:
            if not formal:
                self.check_count(callee.token, function.name, len(function.inputs), arguments)
                for (type_, at), expected in zip(arguments, function.inputs):
                    self.convert(type_, expected, at)
            return function.return_type
        conversion_match = _CONVERSION.match(name)
        if conversion_match:
            if not formal:
                self.check_count(callee.token, name, 1, arguments)
            return name.split('_TO_')[-1] if '_TO_' in name else name[len('TO_'):]
        fixed = _FIXED_ARITY.get(name)
        if fixed is not None:
            count, returns = fixed
            if not formal:
                self.check_count(callee.token, name, count, arguments)
            return arguments[0][0] if returns == '=' and arguments else returns
        return None

    def check_count(self, token, name, count, arguments):
        if len(arguments) != count:
            self.error(token, 'input_count', (name, count), CODE_INPUT_COUNT)

    def check(self, token):
        if not self.names.is_known(token.upper):
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
    typed_globals, gvls, functions = _global_symbols(nodes, declarations)
    for node in nodes:
        decl = declarations.get(id(node))
        for token in decl.type_refs if decl else []:
            if token.upper not in types:
                report(Finding(node, 'declaration', token, 'unknown_type', (token.value,), CODE_UNKNOWN_TYPE))
        if node.implementation is not None:
            scope = _scope_of(node, declarations, nodes)
            def is_known(name, scope=scope):
                return name in scope or name in globals_ or name in STANDARD_FUNCTIONS or bool(_CONVERSION.match(name))

            names = Names(_typed_scope_of(node, declarations), typed_globals, gvls, functions, is_known)
            _ImplementationParser(node.implementation, node, 'implementation', report, names).parse()
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


def _global_symbols(nodes, declarations):
    """Typed global variables (GVLs read without qualification), every GVL's variables by GVL name, and the
    functions by name."""
    typed_globals, gvls, functions = {}, {}, {}
    for node in nodes:
        decl = declarations.get(id(node))
        if decl is None:
            continue
        kind = _kind(node)
        if kind == 'gvl':
            gvls[node.name.upper()] = decl.typed
            if "attribute 'qualified_only'" not in (node.declaration or ''):
                typed_globals.update(decl.typed)
        elif kind == 'pou' and decl.kind == 'FUNCTION':
            decl.name = decl.name or node.name
            functions[node.name.upper()] = decl
    return typed_globals, gvls, functions


def _typed_scope_of(node, declarations):
    """The variables an implementation sees, innermost first (a method's own shadow its function block's); a
    function's or method's name is its return value."""
    scope = {}
    current = node
    while current is not None and _kind(current) != 'folder':
        decl = declarations.get(id(current))
        if decl is not None:
            for name, variable in decl.typed.items():
                scope.setdefault(name, variable)
            if decl.return_type is not None:
                scope.setdefault(current.name.upper(), Variable(decl.return_type, False, 'RETURN'))
        if _kind(current) == 'pou':
            break
        current = current.parent
    return scope


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
