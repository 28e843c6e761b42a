"""Front end for one POU file: splits it the way the editor does (declaration, VAR blocks, body, END keyword),
parses it, and checks it against the whole project the way STruC++ 0.6.1 does, in its order: syntax, then types,
then names and the other semantic rules, each stage only when the one before found no error. Every finding carries
the POU, the section (a variable, the variables, or the body), the line and column in the file on disk, and STruC++'s
message text."""

import json
import re

from .iec_library import (ANY_BIT, ANY_INT, ANY_NUM, BITS, STANDARD_FUNCTION_ARITY, STANDARD_FUNCTION_BLOCKS,
                          STANDARD_FUNCTIONS, common_type, is_conversion_function, is_implicitly_convertible, is_narrowing)
from .project import array_element_name
from .st_lexer import LexError, UnexpectedCharacters, tokenize
from .st_parser import END_KEYWORDS, Parser, ParseError, describe, mismatch

TEXT_LANGUAGES = ("st", "il")
END_VAR_LINE = re.compile(r"^\s*END_VAR\b", re.IGNORECASE)


class Finding(object):
    def __init__(self, severity, pou, section, line, col, message, variable=None, note=None):
        self.note = note
        self.severity = severity
        self.pou = pou
        self.section = section  # interface | variables | variable | body | pou (no line: the lexer's)
        self.line = line
        self.col = col
        self.message = message
        self.variable = variable


class Symbol(object):
    """A declared variable. `type_name`: its upper-case type, "ARRAY" for an array of `element`, None if unnamed."""

    def __init__(self, name, type_name, element=None, constant=False):
        self.name = name
        self.type_name = type_name
        self.element = element
        self.constant = constant


class ParsedPou(object):
    """A POU file after parsing: header, VAR blocks, body statements (ST only) and where the body starts."""

    def __init__(self, pou):
        self.pou = pou
        self.header = None
        self.var_blocks = []
        self.body = None
        self.body_start_line = None
        self.findings = []
        self.lexer_failed = False


def parse_pou(pou):
    parsed = ParsedPou(pou)
    stage = ["interface"]

    def fail(token_line, token_col, message, note=None):
        section = stage[0]
        if section == "body" and parsed.body_start_line is None:
            parsed.body_start_line = token_line
        parsed.findings.append(Finding("error", pou, section, token_line, token_col, message, note=note))

    if pou.language in TEXT_LANGUAGES:
        text = pou.text
    else:
        text = "\n".join(pou.lines[:_last_end_var_line(pou.lines) or _first_code_line(pou.lines)])
    try:
        tokens = tokenize(text)
    except UnexpectedCharacters as err:
        for message in err.messages():
            parsed.findings.append(Finding("error", pou, "pou", 0, 0, message))
        parsed.lexer_failed = True
        return parsed
    except LexError as err:
        stage[0] = "body" if err.line >= (_naive_body_start(pou.lines) or 10 ** 9) else "variables"
        fail(err.line, err.col, "Unclosed block comment" if err.message == "unterminated comment" else err.message)
        return parsed

    parser = Parser(tokens)
    try:
        parsed.header = parser.parse_pou_header()
        stage[0] = "variables"
        parsed.var_blocks = parser.parse_var_blocks()
        last_header_line = parsed.var_blocks[-1].end_token.line if parsed.var_blocks else parsed.header.token.line
        parsed.body_start_line = _first_non_blank_after(pou.lines, last_header_line)
        stage[0] = "body"
        end_keyword = END_KEYWORDS[parsed.header.pou_kind]
        if pou.language == "st":
            parsed.body = parser.parse_statements(*END_KEYWORDS.values())
            if not parser.peek().is_word(end_keyword):
                raise mismatch(end_keyword, parser.peek())
            parser.next()
            if parser.peek().kind != "eof":
                raise ParseError(parser.peek(), "Unexpected extra input after parsing the program: %s." % describe(parser.peek()))
        elif pou.language == "il":
            last = tokens[-2] if len(tokens) > 1 else tokens[-1]
            if not last.is_word(end_keyword):
                raise mismatch(end_keyword, tokens[-1])
        else:
            if parser.peek().kind != "eof":
                raise mismatch(end_keyword, parser.peek())
            _check_opaque_body(parsed, end_keyword, fail)
    except ParseError as err:
        fail(err.token.line, err.token.col, err.message, err.note)
    return parsed


def _check_opaque_body(parsed, end_keyword, fail):
    """Graphical bodies must be valid JSON; every language must end with its END keyword."""
    pou = parsed.pou
    start = parsed.body_start_line
    match = re.search(r"\b(END_PROGRAM|END_FUNCTION_BLOCK|END_FUNCTION)\s*$", pou.text)
    if not match or match.group(1).upper() != end_keyword:
        fail(len(pou.lines), 1, "Expected `%s`, found end of input." % end_keyword)
        return
    if pou.language not in ("ld", "fbd") or start is None:
        return
    body_offset = sum(len(line) + 1 for line in pou.lines[:start - 1])
    try:
        json.loads(pou.text[body_offset:match.start()])
    except ValueError as err:
        fail(start + getattr(err, "lineno", 1) - 1, getattr(err, "colno", 1),
             "the %s diagram is not valid JSON: %s" % (pou.language.upper(), getattr(err, "msg", str(err))))


def _last_end_var_line(lines):
    found = None
    for index, line in enumerate(lines):
        if END_VAR_LINE.match(line):
            found = index + 1
        elif found is not None and line.strip() and not re.match(r"^\s*VAR", line, re.IGNORECASE):
            break
    return found


def _first_code_line(lines):
    for index, line in enumerate(lines):
        if re.match(r"^\s*(PROGRAM|FUNCTION_BLOCK|FUNCTION)\b", line, re.IGNORECASE):
            return index + 1
    return len(lines)


def _naive_body_start(lines):
    last = _last_end_var_line(lines)
    return _first_non_blank_after(lines, last) if last else None


def _first_non_blank_after(lines, line):
    for index in range(line, len(lines)):
        if lines[index].strip():
            return index + 1
    return None


# Literal prefixes and the type STruC++ gives the literal.
LITERAL_PREFIX_TYPES = {"T": "TIME", "TIME": "TIME", "LT": "TIME", "LTIME": "TIME", "D": "DATE", "DATE": "DATE",
                        "TOD": "TIME_OF_DAY", "TIME_OF_DAY": "TIME_OF_DAY", "DT": "DATE_AND_TIME", "DATE_AND_TIME": "DATE_AND_TIME"}
# The elementary types STruC++ knows without a library (it has no CHAR, WCHAR or LTIME).
BUILTIN_TYPES = {"BOOL", "BYTE", "WORD", "DWORD", "LWORD", "SINT", "INT", "DINT", "LINT", "USINT", "UINT", "UDINT", "ULINT",
                 "REAL", "LREAL", "TIME", "DATE", "TIME_OF_DAY", "TOD", "DATE_AND_TIME", "DT", "STRING", "WSTRING"}
POU_WORDS = {"program": "PROGRAM", "function-block": "FUNCTION_BLOCK", "function": "FUNCTION"}


class ProjectChecker(object):
    """STruC++'s semantic analysis over every parsed POU at once: declarations, then types (only without errors so
    far), then type references, names, CONSTANT writes and standard-function arguments, each over all POUs (again
    only without errors).
    Names in messages are upper case because STruC++ upper-cases the source before it reads it."""

    def __init__(self, project, parsed_pous):
        self.project = project
        # STruC++ walks programs, then functions, then function blocks.
        order = {"program": 0, "function": 1, "function-block": 2}
        self.pous = sorted((p for p in parsed_pous if p.header is not None), key=lambda p: order[p.header.pou_kind])
        self.user = dict((p.header.name.upper(), p) for p in self.pous)
        self.globals = {}
        for name, type_text, _ in project.globals:
            element = array_element_name(type_text)
            type_name = "ARRAY" if element else (type_text or "").upper() or None
            self.globals[name.upper()] = Symbol(name, type_name, element.upper() if element else None)
        self.enum_values = set(v.upper() for t in project.data_types.values() for v in t.values)
        self.findings = []

    # -- driver ----------------------------------------------------------------------------------------------------
    def run(self):
        scopes = [(parsed, self.declare(parsed)) for parsed in self.pous]
        semantics = (self.check_type_references, self.check_undeclared, self.check_constant_writes, self.check_arguments)
        for stages in ((self.check_types,), semantics):
            if any(f.severity == "error" for f in self.findings):
                return
            for stage in stages:
                for parsed, scope in scopes:
                    self.parsed_pou, self.scope = parsed, scope
                    stage(parsed)

    def report(self, severity, section, token, message, variable=None):
        self.findings.append(Finding(severity, self.parsed_pou.pou, section, token.line, token.col, message, variable))

    # -- pass 1: symbol tables -------------------------------------------------------------------------------------
    def declare(self, parsed):
        self.parsed_pou = parsed
        scope = {}
        for block in parsed.var_blocks:
            for declaration in block.declarations:
                upper = declaration.name.upper()
                if block.constant and declaration.initial is None and block.var_class != "input":
                    self.report("error", "variable", declaration.token, "CONSTANT variable '%s' must have an initializer" % upper, declaration.name)
                if upper in scope:
                    self.report("error", "variable", declaration.token,
                                "Symbol '%s' already defined in scope '%s'" % (upper, parsed.header.name.upper()), declaration.name)
                    continue
                spec = declaration.type_spec
                type_name = "ARRAY" if spec.type_kind == "array" else self.plain(spec)
                element = self.plain(spec.element) if spec.type_kind == "array" else None
                scope[upper] = Symbol(declaration.name, type_name, element, block.constant)
        return scope

    def lookup(self, name):
        upper = name.upper()
        return self.scope.get(upper) or self.globals.get(upper)

    # -- expression types ------------------------------------------------------------------------------------------
    def type_of(self, node):
        """The upper-case type name of `node` as STruC++ infers it, or None where it infers nothing."""
        kind = node.kind
        if kind == "paren":
            return self.type_of(node.inner)
        if kind == "literal":
            return self.literal_type(node.token)
        if kind == "name":
            symbol = self.lookup(node.name)
            if symbol is None:
                header = self.parsed_pou.header
                if header.pou_kind == "function" and node.name.upper() == header.name.upper():
                    return self.plain(header.return_type)
                return None
            return None if symbol.type_name in (None, "ARRAY") else self.value_type(symbol.type_name)
        if kind == "member":
            base = self.type_of(node.base)
            return self.value_type(self.field_type(base, node.member)) if base else None
        if kind == "bit":
            return "BOOL" if self.type_of(node.base) else None
        if kind == "index":
            symbol = self.lookup(node.base.name) if node.base.kind == "name" else None
            for index in node.indices:
                self.type_of(index)
            return self.value_type(symbol.element) if symbol is not None and symbol.element else None
        if kind == "unary":
            return self.type_of(node.operand)
        if kind == "binary":
            left, right = self.type_of(node.left), self.type_of(node.right)
            if left is None or right is None:
                return None
            if node.operator in ("=", "<>", "<", ">", "<=", ">=", "AND", "&", "OR", "XOR"):
                return "BOOL"
            return common_type(left, right) or left
        if kind == "call":
            return self.call_type(node)
        return None

    def literal_type(self, token):
        if token.kind == "number":
            return "REAL" if "." in token.text or ("E" in token.text.upper() and "#" not in token.text) else "INT"
        if token.kind == "string":
            return "WSTRING" if token.text.startswith('"') else "STRING"
        if token.is_word("TRUE", "FALSE"):
            return "BOOL"
        prefix = token.text.split("#", 1)[0].upper()
        return LITERAL_PREFIX_TYPES.get(prefix) or (prefix if prefix in BITS else None)

    def call_type(self, node):
        for argument in node.arguments:
            self.type_of(argument.value)
        upper = node.callee.upper()
        function = self.user.get(upper)
        if function is not None and function.header.pou_kind == "function":
            return self.plain(function.header.return_type)
        if is_conversion_function(upper):
            return upper.split("_TO_")[1]
        return None

    def value_type(self, name):
        """Enumerations and unresolved names take no part in STruC++'s assignment and condition checks."""
        if name is None:
            return None
        data_type = self.project.data_types.get(name)
        return None if data_type is not None and data_type.kind == "enum" else name

    def field_type(self, type_name, member):
        """A member's type: a structure field, or any variable of a user function block or program."""
        data_type = self.project.data_types.get(type_name)
        if data_type is not None and data_type.kind == "struct":
            field = data_type.fields.get(member.upper())
            return field[1].upper() if field and field[1] else None
        owner = self.user.get(type_name)
        if owner is None or owner.header.pou_kind == "function":
            return None
        for block in owner.var_blocks:
            for declaration in block.declarations:
                if declaration.name.upper() == member.upper():
                    return self.plain(declaration.type_spec)
        return None

    @staticmethod
    def plain(spec):
        return spec.name.upper() if spec is not None and spec.type_kind == "named" else None

    def composite(self, name):
        data_type = self.project.data_types.get(name)
        return (data_type is not None and data_type.kind == "struct") or name in STANDARD_FUNCTION_BLOCKS or (
            name in self.user and self.user[name].header.pou_kind == "function-block")

    # -- pass 2: types ---------------------------------------------------------------------------------------------
    def check_types(self, parsed):
        for statement in walk_statements(parsed.body or []):
            kind = statement.kind
            if kind == "assign":
                self.check_assignment(statement.target, statement.value)
            elif kind == "if":
                for condition, _ in statement.branches:
                    self.check_condition(condition)
            elif kind in ("while", "repeat"):
                self.check_condition(statement.condition)
            elif kind == "case":
                selector = self.type_of(statement.selector)
                if selector in BITS and selector not in ANY_INT and selector not in ANY_BIT:
                    self.report("error", "body", start_token(statement.selector),
                                "CASE selector must be an integer, bit, or enum type, got %s" % selector)
            elif kind == "for":
                symbol = self.lookup(statement.variable.name)
                if symbol is not None and symbol.type_name in BITS and symbol.type_name not in ANY_INT:
                    self.report("error", "body", statement.token, "FOR control variable '%s' must be an integer type, got %s"
                                % (statement.variable.name.upper(), symbol.type_name))
            elif kind == "call_statement":
                self.type_of(statement.call)

    def check_condition(self, condition):
        found = self.type_of(condition)
        if found in BITS and found not in ANY_BIT:
            self.report("error", "body", start_token(condition), "Condition must be a boolean or bit type, got %s" % found)

    def check_assignment(self, target, value):
        target_type, value_type = self.type_of(target), self.type_of(value)
        if target_type is None or value_type is None or target_type == value_type:
            return
        untyped = value.kind == "literal" and (value.token.kind == "number" or value.token.is_word("TRUE", "FALSE"))
        if untyped and (target_type in ANY_NUM or target_type in ANY_BIT):
            return
        if is_implicitly_convertible(value_type, target_type):
            return
        header = self.parsed_pou.header
        if target.kind == "name" and header.pou_kind == "function" and target.name.upper() == header.name.upper():
            return  # the function's return value
        if not self.composite(target_type) and not self.composite(value_type) and (target_type not in BITS or value_type not in BITS):
            return  # a user type STruC++ does not resolve (an alias)
        if is_narrowing(target_type, value_type):
            self.report("warning", "body", start_token(value), "Implicit narrowing conversion from %s to %s" % (value_type, target_type))
            return
        self.report("error", "body", start_token(value), "Cannot assign %s to %s" % (value_type, target_type))

    # -- pass 3: names, type references, CONSTANT writes, standard-function arguments --------------------------------
    def check_type_references(self, parsed):
        where = "%s '%s'" % (POU_WORDS[parsed.header.pou_kind], parsed.header.name.upper())
        for block in parsed.var_blocks:
            for declaration in block.declarations:
                self.check_type_reference(declaration.type_spec, where, declaration.name)
                if declaration.location is not None and parsed.header.pou_kind != "program":
                    self.report("error", "variable", declaration.token, "Located variable '%s' at %s not allowed in %s. "
                                "Located variables can only be declared in PROGRAM or VAR_GLOBAL scope." % (
                                    declaration.name.upper(), declaration.location.text, where), declaration.name)
        if parsed.header.return_type is not None:
            self.check_type_reference(parsed.header.return_type, where + " return type", None)

    def check_undeclared(self, parsed):
        for statement in walk_statements(parsed.body or []):
            if statement.kind == "for":
                self.check_declared(statement.variable.name, statement.token)
            for expression in statement_expressions(statement):
                for node in walk_expression(expression):
                    if node.kind == "name":
                        self.check_declared(node.name, node.token)

    def check_constant_writes(self, parsed):
        for statement in walk_statements(parsed.body or []):
            if statement.kind == "assign" and statement.target.kind == "name":
                symbol = self.lookup(statement.target.name)
                if symbol is not None and symbol.constant:
                    self.report("error", "body", statement.target.token, "Cannot assign to CONSTANT variable '%s'" % statement.target.name.upper())

    def check_arguments(self, parsed):
        for statement in walk_statements(parsed.body or []):
            for expression in statement_expressions(statement):
                for call in walk_expression(expression):
                    if call.kind == "call":
                        self.check_call_arguments(call)

    def check_type_reference(self, spec, where, variable):
        while spec.type_kind in ("array", "pointer"):
            spec = spec.element
        upper = spec.name.upper()
        if upper in BUILTIN_TYPES or upper in self.project.data_types or upper in self.user or upper in STANDARD_FUNCTION_BLOCKS:
            return
        self.report("error", "variable" if variable else "variables", spec.token, "Undefined type '%s' in %s" % (upper, where), variable)

    def check_declared(self, name, token):
        upper = name.upper()
        header = self.parsed_pou.header
        if self.lookup(name) is not None or upper in self.user or upper in self.project.data_types or upper in STANDARD_FUNCTION_BLOCKS:
            return
        if (header.pou_kind == "function" and upper == header.name.upper()) or upper in STANDARD_FUNCTIONS or upper in self.enum_values:
            return
        self.report("error", "body", token, "Undeclared variable '%s'" % upper)

    def check_call_arguments(self, call):
        upper = call.callee.upper()
        if self.lookup(call.callee) is not None or upper in self.user:
            return  # a function block instance or a user function: not checked against a signature
        count = len([a for a in call.arguments if (a.name or "").upper() not in ("EN", "ENO")])
        if upper in STANDARD_FUNCTION_ARITY:
            expected = STANDARD_FUNCTION_ARITY[upper]
            if expected is None and count < 2:
                self.report("error", "body", call.token, "'%s' requires at least 2 argument(s), got %d" % (upper, count))
            elif expected is not None and count != expected:
                self.report("error", "body", call.token, "'%s' requires %d argument(s), got %d" % (upper, expected, count))
        elif is_conversion_function(upper) and count != 1:
            self.report("error", "body", call.token, "'%s' requires 1 argument, got %d" % (upper, count))


class MemberChecker(ProjectChecker):
    """Members of function block instances, structures and enumerations that do not exist. STruC++ passes them
    through to C++; the C++ compile of an Arduino or simulator build rejects them (the runtime v4 target compiles on
    the device)."""

    def missing_members(self):
        found = []
        for parsed in self.pous:
            self.parsed_pou, self.scope = parsed, self.declare(parsed)
            for statement in walk_statements(parsed.body or []):
                for expression in statement_expressions(statement):
                    for node in walk_expression(expression):
                        unknown_value = self.unknown_enum_value(node) if node.kind == "member" else None
                        if unknown_value:
                            found.append((parsed.pou, node.token, unknown_value))
                        owner = self.type_of(node.base) if node.kind == "member" else None
                        members = self.members_of(owner) if owner else None
                        if members is not None and node.member.upper() not in members:
                            kind = "struct" if owner in self.project.data_types else "class"
                            found.append((parsed.pou, node.token, "'%s %s' has no member named '%s'" % (kind, owner, node.member.upper())))
        return found

    def unknown_enum_value(self, node):
        """`LineMode.Run` where LineMode has no value Run (STruC++ 0.6.1 takes the qualified form with a dot; with
        `#` its lexer already refuses it)."""
        base = node.base
        if base.kind != "name" or self.lookup(base.name) is not None:
            return None
        data_type = self.project.data_types.get(base.name.upper())
        if data_type is None or data_type.kind != "enum" or node.member.upper() in [v.upper() for v in data_type.values]:
            return None
        return "'%s' is not a member of '%s'" % (node.member.upper(), data_type.name.upper())

    def members_of(self, type_name):
        if type_name in STANDARD_FUNCTION_BLOCKS:
            inputs, outputs = STANDARD_FUNCTION_BLOCKS[type_name]
            return set(inputs) | set(outputs)
        data_type = self.project.data_types.get(type_name)
        if data_type is not None:
            return set(data_type.fields) if data_type.kind == "struct" else None
        owner = self.user.get(type_name)
        if owner is None or owner.header.pou_kind == "function":
            return None
        return set(d.name.upper() for block in owner.var_blocks for d in block.declarations)


def start_token(node):
    """Where an expression starts, which is where STruC++ puts a diagnostic about it."""
    while node.kind in ("binary", "member", "index", "bit", "deref"):
        node = node.left if node.kind == "binary" else node.base
    return node.token


def walk_statements(statements):
    for statement in statements:
        yield statement
        kind = statement.kind
        children = []
        if kind == "if":
            children = [body for _, body in statement.branches] + [statement.else_body or []]
        elif kind == "case":
            children = [body for _, body in statement.branches] + [statement.else_body or []]
        elif kind in ("for", "while", "repeat"):
            children = [statement.body]
        for body in children:
            for inner in walk_statements(body):
                yield inner


def statement_expressions(statement):
    """The expressions a statement evaluates itself (not those of the statements nested in it)."""
    kind = statement.kind
    if kind == "assign":
        return [statement.target, statement.value]
    if kind == "call_statement":
        return [statement.call]
    if kind == "if":
        return [condition for condition, _ in statement.branches]
    if kind == "case":
        return [statement.selector] + [bound for labels, _ in statement.branches for label in labels for bound in label if bound is not None]
    if kind == "for":
        return [e for e in (statement.start, statement.end, statement.step) if e is not None]
    if kind in ("while", "repeat"):
        return [statement.condition]
    return []


def walk_expression(node):
    """`node` and every expression inside it. Member names are not expressions; only the base of a member is."""
    yield node
    kind = node.kind
    if kind == "paren":
        children = [node.inner]
    elif kind in ("member", "bit", "deref"):
        children = [node.base]
    elif kind == "index":
        children = [node.base] + list(node.indices)
    elif kind == "unary":
        children = [node.operand]
    elif kind == "binary":
        children = [node.left, node.right]
    elif kind == "call":
        children = [a.value for a in node.arguments]
    else:
        children = []
    for child in children:
        for inner in walk_expression(child):
            yield inner


def missing_members(project, parsed_pous):
    """(POU, token, C++ compiler message) for each member access the C++ compile of the generated code rejects."""
    return MemberChecker(project, parsed_pous).missing_members()


def check_project(project):
    """Parses and checks every POU; returns the findings in POU order. Syntax errors stop the compile before the
    semantic analysis, as in STruC++."""
    parsed_pous = [parse_pou(pou) for pou in project.pous]
    findings = [f for p in parsed_pous for f in p.findings]
    if any(p.lexer_failed for p in parsed_pous):
        # STruC++ lexes every file first and stops there when any character did not lex.
        findings = [f for p in parsed_pous if p.lexer_failed for f in p.findings]
    if not any(f.severity == "error" for f in findings):
        checker = ProjectChecker(project, parsed_pous)
        checker.run()
        findings = checker.findings
    starts = dict((p.pou.name, p.body_start_line) for p in parsed_pous)
    for finding in findings:
        finding.body_start_line = starts[finding.pou.name]
    return parsed_pous, findings
