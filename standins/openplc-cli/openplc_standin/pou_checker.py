"""Front end for one POU file: splits it the way the editor does (declaration, VAR blocks, body, END keyword),
parses it, and checks names and types against the whole project. Every finding carries the POU, the section
(interface, variables, a variable, or the body) and the line and column in the file on disk."""

import json
import re

from .iec_library import ELEMENTARY_TYPES, STANDARD_FUNCTION_BLOCKS, STANDARD_FUNCTIONS, is_conversion_function
from .project import array_element_name
from .st_lexer import LexError, tokenize
from .st_parser import END_KEYWORDS, POU_KEYWORDS, STATEMENT_ENDS, Parser, ParseError

TEXT_LANGUAGES = ("st", "il")
END_VAR_LINE = re.compile(r"^\s*END_VAR\b", re.IGNORECASE)


class Finding(object):
    def __init__(self, severity, pou, section, line, col, message, length=1, variable=None):
        self.severity = severity
        self.pou = pou
        self.section = section  # interface | variables | variable | body
        self.line = line
        self.col = col
        self.length = max(1, length)
        self.message = message
        self.variable = variable


class Symbol(object):
    def __init__(self, name, var_class, type_spec, token, located):
        self.name = name
        self.var_class = var_class
        self.type_spec = type_spec
        self.token = token
        self.located = located
        self.used = False


class ParsedPou(object):
    """A POU file after parsing: header, VAR blocks, body statements (ST only) and where the body starts."""

    def __init__(self, pou):
        self.pou = pou
        self.header = None
        self.var_blocks = []
        self.body = None
        self.body_start_line = None
        self.findings = []

    def interface(self):
        """Upper-case name -> (var_class, type_spec) for the inputs, outputs and in-outs other POUs may use."""
        members = {}
        for block in self.var_blocks:
            if block.var_class in ("input", "output", "inOut"):
                for declaration in block.declarations:
                    members[declaration.name.upper()] = (block.var_class, declaration.type_spec)
        return members


def parse_pou(pou):
    parsed = ParsedPou(pou)
    stage = ["interface"]

    def fail(token_line, token_col, message, length=1):
        section = stage[0]
        if section == "body" and parsed.body_start_line is None:
            parsed.body_start_line = token_line
        parsed.findings.append(Finding("error", pou, section, token_line, token_col, message, length))

    if pou.language in TEXT_LANGUAGES:
        text = pou.text
    else:
        text = "\n".join(pou.lines[:_last_end_var_line(pou.lines) or _first_code_line(pou.lines)])
    try:
        tokens = tokenize(text)
    except LexError as err:
        stage[0] = "body" if err.line >= (_naive_body_start(pou.lines) or 10 ** 9) else "variables"
        fail(err.line, err.col, err.message)
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
            end = parser.peek()
            if end.kind == "eof":
                raise ParseError(end, "missing %s at the end of the POU" % end_keyword)
            if end.is_word("ELSE", "ELSIF", "UNTIL", *STATEMENT_ENDS):
                raise ParseError(end, "%s without a matching %s" % (end.upper, {"UNTIL": "REPEAT"}.get(end.upper, end.upper.replace("END_", "").replace("ELSIF", "IF").replace("ELSE", "IF or CASE"))))
            if not end.is_word(end_keyword):
                raise ParseError(end, "%s must be closed with %s, not %s" % (parsed.header.name, end_keyword, end.text))
            parser.next()
            if parser.peek().kind != "eof":
                raise ParseError(parser.peek(), "unexpected '%s' after %s" % (parser.peek().text, end_keyword))
        elif pou.language == "il":
            last = tokens[-2] if len(tokens) > 1 else tokens[-1]
            if not last.is_word(end_keyword):
                raise ParseError(tokens[-1], "missing %s at the end of the POU" % end_keyword)
        else:
            if parser.peek().kind != "eof":
                raise ParseError(parser.peek(), "unexpected '%s' in the declarations" % parser.peek().text)
            _check_opaque_body(parsed, end_keyword, fail)
    except ParseError as err:
        fail(err.token.line, err.token.col, err.message, len(err.token.text))
    return parsed


def _check_opaque_body(parsed, end_keyword, fail):
    """Graphical bodies must be valid JSON; every language must end with its END keyword."""
    pou = parsed.pou
    start = parsed.body_start_line
    match = re.search(r"\b(END_PROGRAM|END_FUNCTION_BLOCK|END_FUNCTION)\s*$", pou.text)
    if not match or match.group(1).upper() != end_keyword:
        fail(len(pou.lines), 1, "missing %s at the end of the POU" % end_keyword)
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


class ProjectChecker(object):
    """Name and type checks of every parsed POU against the project's POUs, data types and globals."""

    def __init__(self, project, parsed_pous):
        self.project = project
        self.parsed = dict((p.pou.name.upper(), p) for p in parsed_pous)
        self.function_blocks = {}
        self.functions = {}
        for parsed in parsed_pous:
            if parsed.header is None:
                continue
            # A POU that does not parse has an unknown interface (None): its uses are not checked, so its own
            # error is not repeated at every call site.
            interface = None if parsed.findings else parsed.interface()
            if parsed.header.pou_kind == "function-block":
                self.function_blocks[parsed.pou.name.upper()] = interface
            elif parsed.header.pou_kind == "function":
                self.functions[parsed.pou.name.upper()] = interface
        for name, (inputs, outputs) in STANDARD_FUNCTION_BLOCKS.items():
            members = dict((m, ("input", None)) for m in inputs)
            members.update((m, ("output", None)) for m in outputs)
            self.function_blocks.setdefault(name, members)
        self.enum_values = {}
        for data_type in project.data_types.values():
            for value in data_type.values:
                self.enum_values.setdefault(value.upper(), data_type.name)
        self.globals = {}
        for name, type_text, location in project.globals:
            self.globals[name.upper()] = (name, type_text, location)

    def known_type(self, name):
        upper = name.upper()
        return upper in ELEMENTARY_TYPES or upper in self.project.data_types or upper in self.function_blocks

    def check(self, parsed):
        if parsed.header is None or parsed.findings:
            return
        self.parsed_pou = parsed
        self.findings = parsed.findings
        self.scope = {}
        header = parsed.header
        if header.return_type is not None:
            self.check_type(header.return_type, "interface", None)
        for block in parsed.var_blocks:
            for declaration in block.declarations:
                self.declare(block, declaration)
        if parsed.body is None:
            return
        self.loop_depth = 0
        for statement in parsed.body:
            self.statement(statement)
        for symbol in self.scope.values():
            if symbol.var_class in ("local", "temp") and not symbol.used and not symbol.located:
                self.report("warning", "variable", symbol.token, "variable '%s' is declared but never used" % symbol.name, symbol.name)

    # -- declarations -------------------------------------------------------------------------------------------
    def declare(self, block, declaration):
        upper = declaration.name.upper()
        if upper in self.scope:
            first = self.scope[upper].token
            self.report("error", "variable", declaration.token, "'%s' is declared twice (first on line %d)" % (declaration.name, first.line), declaration.name)
            return
        if upper == self.parsed_pou.pou.name.upper():
            self.report("error", "variable", declaration.token, "'%s' is the name of the POU itself" % declaration.name, declaration.name)
        self.check_type(declaration.type_spec, "variable", declaration.name)
        if block.var_class == "external" and upper not in self.globals:
            self.report("error", "variable", declaration.token,
                        "VAR_EXTERNAL '%s' has no matching global variable in the resource" % declaration.name, declaration.name)
        if declaration.initial is not None:
            self.expression(declaration.initial, initializer=True)
        self.scope[upper] = Symbol(declaration.name, block.var_class, declaration.type_spec, declaration.token, declaration.location is not None)

    def check_type(self, spec, section, variable):
        if spec.type_kind in ("array", "pointer"):
            self.check_type(spec.element, section, variable)
            return
        if not self.known_type(spec.name):
            self.report("error", section, spec.token, "unknown type '%s'" % spec.name, variable)

    # -- statements ---------------------------------------------------------------------------------------------
    def statement(self, node):
        kind = node.kind
        if kind == "assign":
            self.assignable(node.target)
            self.expression(node.value)
        elif kind == "call_statement":
            self.expression(node.call)
        elif kind == "if":
            for condition, body in node.branches:
                self.expression(condition)
                self.statements(body)
            self.statements(node.else_body or [])
        elif kind == "case":
            self.expression(node.selector)
            for labels, body in node.branches:
                for low, high in labels:
                    self.expression(low)
                    if high is not None:
                        self.expression(high)
                self.statements(body)
            self.statements(node.else_body or [])
        elif kind == "for":
            self.expression(node.variable)
            for part in (node.start, node.end, node.step):
                if part is not None:
                    self.expression(part)
            self.loop(node.body)
        elif kind in ("while", "repeat"):
            self.expression(node.condition)
            self.loop(node.body)
        elif kind in ("exit", "continue") and self.loop_depth == 0:
            self.report("error", "body", node.token, "%s outside a loop" % kind.upper())

    def statements(self, statements):
        for statement in statements:
            self.statement(statement)

    def loop(self, body):
        self.loop_depth += 1
        self.statements(body)
        self.loop_depth -= 1

    def assignable(self, node):
        if node.kind not in ("name", "member", "index", "deref", "bit"):
            self.report("error", "body", node.token, "cannot assign to this expression")
            return
        if node.kind == "name" and node.name.upper() in self.enum_values and node.name.upper() not in self.scope:
            self.report("error", "body", node.token, "'%s' is an enumeration value, not a variable" % node.name)
            return
        self.expression(node)

    # -- expressions --------------------------------------------------------------------------------------------
    def expression(self, node, initializer=False):
        """Checks `node`; returns the upper-case name of its type when it is a known named type, else None."""
        kind = node.kind
        if kind == "literal":
            self.typed_literal(node.token)
            return None
        if kind == "name":
            return self.resolve_name(node, initializer)
        if kind == "member":
            return self.member(node)
        if kind == "index":
            base = self.symbol_of(node.base)
            self.expression(node.base)
            for index in node.indices:
                self.expression(index)
            if base is not None and base.type_spec.type_kind == "array":
                element = base.type_spec.element
                return element.name.upper() if element.type_kind == "named" else None
            return None
        if kind in ("deref", "bit"):
            self.expression(node.base)
            return None
        if kind == "unary":
            self.expression(node.operand)
            return None
        if kind == "binary":
            self.expression(node.left)
            self.expression(node.right)
            return None
        if kind == "call":
            return self.call(node)
        if kind in ("array_init",):
            for item in node.items:
                self.expression(item, initializer=True)
        elif kind == "struct_init":
            for _, value in node.fields:
                self.expression(value, initializer=True)
        return None

    def resolve_name(self, node, initializer):
        upper = node.name.upper()
        symbol = self.scope.get(upper)
        if symbol is not None:
            symbol.used = True
            return self.named_type(symbol.type_spec)
        header = self.parsed_pou.header
        if header.pou_kind == "function" and upper == header.name.upper():
            return self.named_type(header.return_type)
        if upper in self.globals:
            return self.global_type(upper)
        if upper in self.enum_values:
            return self.enum_values[upper].upper()
        if upper in self.functions or upper in STANDARD_FUNCTIONS or is_conversion_function(upper):
            self.report("error", "body", node.token, "function '%s' must be called with parentheses" % node.name)
            return None
        what = "initial value" if initializer else "identifier"
        self.report("error", "variables" if initializer else "body", node.token, "undeclared %s '%s'" % (what, node.name))
        return None

    def member(self, node):
        base_type = self.expression(node.base)
        if base_type is None:
            return None
        member = node.member.upper()
        if base_type in self.function_blocks:
            members = self.function_blocks[base_type]
            if members is None:
                return None
            if member not in members:
                self.report("error", "body", node.token, "function block %s has no input or output '%s'" % (self.display(base_type), node.member))
                return None
            spec = members[member][1]
            return self.named_type(spec) if spec is not None else None
        data_type = self.project.data_types.get(base_type)
        if data_type is not None and data_type.kind == "struct":
            if member not in data_type.fields:
                self.report("error", "body", node.token, "structure %s has no field '%s'" % (data_type.name, node.member))
                return None
            field_type = data_type.fields[member][1]
            return field_type.upper() if field_type else None
        if base_type in ELEMENTARY_TYPES:
            self.report("error", "body", node.token, "a %s has no member '%s'" % (base_type, node.member))
        return None

    def call(self, node):
        upper = node.callee.upper()
        symbol = self.scope.get(upper)
        if symbol is not None:
            symbol.used = True
            fb_type = self.named_type(symbol.type_spec)
            if fb_type is not None and not self.known_type(fb_type):
                return None  # its unknown type is already reported at the declaration
            if fb_type not in self.function_blocks:
                self.report("error", "body", node.token, "'%s' is not a function block instance and cannot be called" % node.callee)
                return None
            self.arguments(node, self.function_blocks[fb_type], self.display(fb_type))
            return None
        if upper in self.globals:
            global_type = self.global_type(upper)
            if global_type in self.function_blocks:
                self.arguments(node, self.function_blocks[global_type], self.display(global_type))
                return None
        if upper in self.functions:
            self.arguments(node, self.functions[upper], self.parsed[upper].pou.name)
            return self.named_type(self.parsed[upper].header.return_type) if self.functions[upper] is not None else None
        if upper in STANDARD_FUNCTIONS or is_conversion_function(upper):
            for argument in node.arguments:
                self.expression(argument.value)
            conversion = upper.split("_TO_")
            return conversion[1] if len(conversion) == 2 else None
        if upper in self.function_blocks:
            self.report("error", "body", node.token, "%s is a function block type; declare an instance and call that" % node.callee)
        else:
            self.report("error", "body", node.token, "undeclared function or function block instance '%s'" % node.callee)
        for argument in node.arguments:
            self.expression(argument.value)
        return None

    def arguments(self, node, members, owner):
        for argument in node.arguments:
            known = members is None or argument.name is None or argument.name.upper() in members
            if not known and argument.name.upper() not in ("EN", "ENO"):
                self.report("error", "body", argument.token, "%s has no parameter '%s'" % (owner, argument.name))
            if argument.output:
                self.assignable(argument.value)
            else:
                self.expression(argument.value)

    def typed_literal(self, token):
        if token.kind != "literal":
            return
        prefix, _, value = token.text.partition("#")
        upper = prefix.upper()
        if upper in ELEMENTARY_TYPES or upper in ("T", "D", "TOD", "DT", "LT", "LTIME", "LDATE", "LTOD", "LDT") or prefix.isdigit():
            return
        data_type = self.project.data_types.get(upper)
        if data_type is None:
            self.report("error", "body", token, "unknown type '%s' in literal %s" % (prefix, token.text), length=len(token.text))
        elif data_type.kind == "enum" and value.upper() not in [v.upper() for v in data_type.values]:
            self.report("error", "body", token, "'%s' is not a value of %s (values: %s)" % (value, data_type.name, ", ".join(data_type.values)), length=len(token.text))

    # -- helpers ------------------------------------------------------------------------------------------------
    def symbol_of(self, node):
        return self.scope.get(node.name.upper()) if node.kind == "name" else None

    @staticmethod
    def named_type(spec):
        return spec.name.upper() if spec is not None and spec.type_kind == "named" else None

    def global_type(self, upper):
        type_text = self.globals[upper][1]
        if array_element_name(type_text):
            return None
        return type_text.upper() if re.match(r"^\w+$", type_text or "") else None

    def display(self, upper):
        parsed = self.parsed.get(upper)
        return parsed.pou.name if parsed is not None else upper

    def report(self, severity, section, token, message, variable=None, length=None):
        if section == "variables" and variable is not None:
            section = "variable"
        self.findings.append(Finding(severity, self.parsed_pou.pou, section, token.line, token.col, message,
                                     length if length is not None else len(token.text), variable))


def check_project(project):
    """Parses and checks every POU; returns the findings in POU order."""
    parsed_pous = [parse_pou(pou) for pou in project.pous]
    checker = ProjectChecker(project, parsed_pous)
    findings = []
    for parsed in parsed_pous:
        if parsed.header is not None and not parsed.findings:
            _check_identity(parsed)
        checker.check(parsed)
        for finding in parsed.findings:
            finding.body_start_line = parsed.body_start_line
        findings.extend(parsed.findings)
    return parsed_pous, findings


def _check_identity(parsed):
    header = parsed.header
    pou = parsed.pou
    keyword = [k for k, v in POU_KEYWORDS.items() if v == pou.kind][0]
    if header.pou_kind != pou.kind:
        parsed.findings.append(Finding("error", pou, "interface", header.token.line, header.token.col,
                                       "%s is in the %s folder but is declared as %s" % (pou.name, pou.kind, header.token.text.upper()), len(header.token.text)))
    elif header.name != pou.name:
        token = header.name_token
        parsed.findings.append(Finding("error", pou, "interface", token.line, token.col,
                                       "%s %s is stored in %s; the declared name must equal the file name" % (keyword, header.name, pou.path), len(token.text)))
