r"""A recursive-descent parser for the Structured Text the OpenPLC editor writes: POU headers, VAR blocks, TYPE
blocks, statements and expressions. It builds a small syntax tree whose nodes keep their tokens, so every
diagnostic can point at a line and column of the original file. Syntax errors are worded the way STruC++ 0.6.1's
parser words them (`Expected \`END_IF\`, found \`END_PROGRAM\`.`), with its hint for the rule that failed."""

from .st_lexer import Token

VAR_BLOCK_CLASSES = {
    "VAR_INPUT": "input", "VAR_OUTPUT": "output", "VAR_IN_OUT": "inOut", "VAR_EXTERNAL": "external",
    "VAR_TEMP": "temp", "VAR_GLOBAL": "global", "VAR": "local",
}
VAR_QUALIFIERS = ("CONSTANT", "RETAIN", "NON_RETAIN", "PERSISTENT")
POU_KEYWORDS = {"PROGRAM": "program", "FUNCTION_BLOCK": "function-block", "FUNCTION": "function"}
END_KEYWORDS = {"program": "END_PROGRAM", "function-block": "END_FUNCTION_BLOCK", "function": "END_FUNCTION"}
STATEMENT_ENDS = ("END_IF", "END_CASE", "END_FOR", "END_WHILE", "END_REPEAT")


# Token type names STruC++'s lexer gives punctuation; keywords are named by themselves.
PUNCT_NAMES = {
    ";": "Semicolon", ":": "Colon", ",": "Comma", ".": "Dot", "(": "LParen", ")": "RParen", "[": "LBracket",
    "]": "RBracket", ":=": "Assign", "=>": "OutputAssign", "..": "DoubleDot", "=": "Equal", "^": "Caret",
}
KEYWORDS = set("""
    PROGRAM END_PROGRAM FUNCTION END_FUNCTION FUNCTION_BLOCK END_FUNCTION_BLOCK VAR END_VAR VAR_INPUT VAR_OUTPUT
    VAR_IN_OUT VAR_EXTERNAL VAR_GLOBAL VAR_TEMP CONSTANT RETAIN NON_RETAIN PERSISTENT AT TYPE END_TYPE STRUCT END_STRUCT
    ARRAY OF IF THEN ELSIF ELSE END_IF CASE END_CASE FOR TO BY DO END_FOR WHILE END_WHILE REPEAT UNTIL END_REPEAT EXIT
    RETURN TRUE FALSE AND OR XOR NOT MOD POINTER REF_TO EXTENDS IMPLEMENTS
""".split())
# The hint STruC++ prints as a `note:` under the caret, by the grammar rule that failed.
RULE_NOTES = {
    "ifStatement": "IF blocks need `IF <cond> THEN <stmt>; <stmt>; END_IF;`.  ELSIF / ELSE branches are optional.",
    "varDeclaration": "Variable declarations look like `name : TYPE := initialValue;` inside a VAR / VAR_INPUT / VAR_OUTPUT block.",
    "varBlock": "Variable declarations look like `name : TYPE := initialValue;` inside a VAR / VAR_INPUT / VAR_OUTPUT block.",
    "dataType": "Expected a type name (BOOL / INT / REAL / STRING / TIME / a user-defined TYPE / an ARRAY[...] OF ...).",
}
STATEMENT_NOTE = ("Statements start with an assignment (`:=`), a function call, or a block keyword (IF / CASE / FOR / "
                  "WHILE / REPEAT / RETURN / EXIT).  Did you forget `:=` after the identifier?")
ARGUMENT_LIST_NOTE = "Function-call arguments are separated by `,` and end with `)`, not `;`."


class ParseError(Exception):
    def __init__(self, token, message, note=None):
        Exception.__init__(self, message)
        self.token = token
        self.message = message
        self.note = note


def describe(token):
    """A token the way STruC++ names it in a message: keywords and punctuation by name, others by kind and text."""
    if token.kind == "eof":
        return "end of input"
    text = token.text if token.kind == "string" else token.text.upper()
    if token.kind == "ident" and text not in KEYWORDS:
        return "identifier `%s`" % text
    if token.kind == "number":
        kind = "real literal" if "." in text or "E" in text and "#" not in text else "integer literal"
        return "%s `%s`" % (kind, text)
    if token.kind == "string":
        return "string literal `%s`" % text
    if token.kind == "literal":
        prefix = text.split("#", 1)[0]
        kind = {"T": "time literal", "TIME": "time literal", "LT": "time literal", "LTIME": "time literal",
                "D": "date literal", "DATE": "date literal", "TOD": "time-of-day literal", "TIME_OF_DAY": "time-of-day literal",
                "DT": "date-time literal", "DATE_AND_TIME": "date-time literal"}.get(prefix, "typed literal")
        return "%s `%s`" % (kind, text)
    return "`%s`" % text


def mismatch(expected, token, rule=None):
    """STruC++'s message when one specific token was required."""
    note = RULE_NOTES.get(rule)
    if rule == "argumentList" and token.kind == "punct" and token.text == ";":
        note = ARGUMENT_LIST_NOTE
    return ParseError(token, "Expected `%s`, found %s." % (PUNCT_NAMES.get(expected, expected), describe(token)), note)


def unexpected(token, while_parsing, rule=None):
    """STruC++'s message when no alternative of a rule matched."""
    note = RULE_NOTES.get(rule)
    if rule == "statement" and token.kind == "ident" and token.text.upper() not in KEYWORDS:
        note = STATEMENT_NOTE
    return ParseError(token, "Unexpected %s while %s." % (describe(token), while_parsing), note)


class Node(object):
    def __init__(self, kind, token, **fields):
        self.kind = kind
        self.token = token
        self.__dict__.update(fields)


class Parser(object):
    def __init__(self, tokens):
        self.tokens = tokens
        self.i = 0

    # -- token helpers ------------------------------------------------------------------------------------------
    def peek(self, ahead=0):
        return self.tokens[min(self.i + ahead, len(self.tokens) - 1)]

    def next(self):
        token = self.peek()
        if token.kind != "eof":
            self.i += 1
        return token

    def at_punct(self, text):
        token = self.peek()
        return token.kind == "punct" and token.text == text

    def at_word(self, *words):
        return self.peek().is_word(*words)

    def expect_punct(self, text, rule=None):
        if not self.at_punct(text):
            raise mismatch(text, self.peek(), rule)
        return self.next()

    def expect_word(self, word, rule=None):
        if not self.peek().is_word(word):
            raise mismatch(word, self.peek(), rule)
        return self.next()

    def expect_ident(self, rule=None):
        token = self.peek()
        if token.kind != "ident" or token.upper in KEYWORDS:
            raise mismatch("Identifier", token, rule)
        return self.next()

    # -- POU ----------------------------------------------------------------------------------------------------
    def parse_pou_header(self):
        keyword = self.peek()
        kind = POU_KEYWORDS.get(keyword.upper) if keyword.kind == "ident" else None
        if kind is None:
            raise unexpected(keyword, "parsing the program")
        self.next()
        name = self.expect_ident()
        return_type = None
        if kind == "function":
            self.expect_punct(":")
            return_type = self.parse_type()
        elif kind == "function-block" and self.at_word("EXTENDS"):
            self.next()
            self.expect_ident()
        return Node("pou", keyword, pou_kind=kind, name=name.text, name_token=name, return_type=return_type)

    def parse_var_blocks(self):
        blocks = []
        while self.peek().kind == "ident" and self.peek().upper in VAR_BLOCK_CLASSES:
            keyword = self.next()
            qualifiers = set()
            while self.at_word(*VAR_QUALIFIERS):
                qualifiers.add(self.next().upper)
            declarations = []
            while not self.at_word("END_VAR"):
                token = self.peek()
                if token.kind == "eof" or (token.kind == "ident" and (token.upper in VAR_BLOCK_CLASSES or token.upper.startswith("END_"))):
                    raise mismatch("END_VAR", token, "varBlock")
                declarations.extend(self.parse_declaration(VAR_BLOCK_CLASSES[keyword.upper]))
            end = self.next()
            blocks.append(Node("var_block", keyword, var_class=VAR_BLOCK_CLASSES[keyword.upper], declarations=declarations, end_token=end,
                               constant="CONSTANT" in qualifiers))
        return blocks

    def parse_declaration(self, var_class):
        names = [self.expect_ident("varDeclaration")]
        while self.at_punct(","):
            self.next()
            names.append(self.expect_ident("varDeclaration"))
        location = None
        if self.at_word("AT"):
            self.next()
            location = self.expect_address()
        self.expect_punct(":", "varDeclaration")
        type_spec = self.parse_type()
        if self.at_word("AT"):
            if location is not None:
                raise mismatch(";", self.peek(), "varDeclaration")
            self.next()
            location = self.expect_address()
        initial = None
        if self.at_punct(":="):
            self.next()
            initial = self.parse_initializer()
        self.expect_punct(";", "varDeclaration")
        return [Node("declaration", name, name=name.text, var_class=var_class, type_spec=type_spec, location=location, initial=initial)
                for name in names]

    def expect_address(self):
        token = self.peek()
        if token.kind != "address":
            raise mismatch("DirectAddress", token, "varDeclaration")
        return self.next()

    def parse_type(self):
        token = self.peek()
        if token.is_word("ARRAY"):
            self.next()
            self.expect_punct("[")
            ranges = [self.parse_range()]
            while self.at_punct(","):
                self.next()
                ranges.append(self.parse_range())
            self.expect_punct("]")
            self.expect_word("OF", "dataType")
            return Node("type", token, type_kind="array", ranges=ranges, element=self.parse_type())
        if token.is_word("POINTER"):
            self.next()
            self.expect_word("TO")
            return Node("type", token, type_kind="pointer", element=self.parse_type())
        if token.is_word("REF_TO"):
            self.next()
            return Node("type", token, type_kind="pointer", element=self.parse_type())
        name = self.expect_ident("dataType")
        length = None
        if name.upper in ("STRING", "WSTRING") and (self.at_punct("[") or self.at_punct("(")):
            close = "]" if self.next().text == "[" else ")"
            length = self.parse_expression()
            self.expect_punct(close)
        return Node("type", name, type_kind="named", name=name.text, length=length)

    def parse_range(self):
        low = self.parse_expression()
        self.expect_punct("..", "dataType")
        return (low, self.parse_expression())

    def parse_initializer(self):
        token = self.peek()
        if self.at_punct("["):
            self.next()
            items = []
            while True:
                value = self.parse_expression()
                if self.at_punct("("):  # repetition: 3(0) means three zeros
                    self.next()
                    value = self.parse_expression()
                    self.expect_punct(")")
                items.append(value)
                if not self.at_punct(","):
                    break
                self.next()
            self.expect_punct("]")
            return Node("array_init", token, items=items)
        if self.at_punct("(") and self.peek(1).kind == "ident" and self.peek(2).kind == "punct" and self.peek(2).text == ":=":
            self.next()
            fields = []
            while True:
                field = self.expect_ident()
                self.expect_punct(":=")
                fields.append((field, self.parse_initializer()))
                if not self.at_punct(","):
                    break
                self.next()
            self.expect_punct(")")
            return Node("struct_init", token, fields=fields)
        return self.parse_expression()

    # -- statements -------------------------------------------------------------------------------------------
    def parse_statements(self, *terminators):
        """Statements up to one of `terminators`, or up to any other closing keyword, which the caller reports."""
        statements = []
        while True:
            token = self.peek()
            if token.kind == "eof" or (token.kind == "ident" and (token.upper in terminators or token.upper.startswith("END_") or token.upper in ("ELSE", "ELSIF", "UNTIL"))):
                return statements
            statement = self.parse_statement()
            if statement is not None:
                statements.append(statement)

    def parse_statement(self):
        token = self.peek()
        if self.at_punct(";"):
            self.next()
            return None
        word = token.upper if token.kind == "ident" else None
        if word == "IF":
            return self.parse_if()
        if word == "CASE":
            return self.parse_case()
        if word == "FOR":
            return self.parse_for()
        if word == "WHILE":
            self.next()
            condition = self.parse_expression()
            self.expect_word("DO")
            body = self.parse_statements("END_WHILE")
            self.end_block("END_WHILE", token)
            return Node("while", token, condition=condition, body=body)
        if word == "REPEAT":
            self.next()
            body = self.parse_statements("UNTIL")
            self.expect_word("UNTIL")
            condition = self.parse_expression()
            self.end_block("END_REPEAT", token)
            return Node("repeat", token, condition=condition, body=body)
        if word in ("EXIT", "CONTINUE", "RETURN"):
            self.next()
            self.expect_punct(";")
            return Node(word.lower(), token)
        if word in STATEMENT_ENDS or word in ("ELSE", "ELSIF", "UNTIL", "THEN", "DO", "OF") or (word or "").startswith("END_"):
            raise unexpected(token, "parsing a statement", "statement")
        if token.kind != "ident":
            raise unexpected(token, "parsing a statement", "statement")
        target = self.parse_postfix(self.parse_primary())
        if self.at_punct(":="):
            operator = self.next()
            value = self.parse_expression()
            self.expect_punct(";")
            return Node("assign", operator, target=target, value=value)
        if target.kind == "call":
            self.expect_punct(";")
            return Node("call_statement", target.token, call=target)
        raise unexpected(self.peek(), "parsing a statement", "statement")

    def end_block(self, keyword, opener):
        token = self.peek()
        if not token.is_word(keyword):
            raise mismatch(keyword, token, {"IF": "ifStatement"}.get(opener.upper))
        self.next()
        if self.at_punct(";"):
            self.next()

    def parse_if(self):
        opener = self.next()
        branches = []
        condition = self.parse_expression()
        self.expect_word("THEN", "ifStatement")
        branches.append((condition, self.parse_statements("ELSIF", "ELSE", "END_IF")))
        else_body = None
        while self.at_word("ELSIF"):
            self.next()
            condition = self.parse_expression()
            self.expect_word("THEN", "ifStatement")
            branches.append((condition, self.parse_statements("ELSIF", "ELSE", "END_IF")))
        if self.at_word("ELSE"):
            self.next()
            else_body = self.parse_statements("END_IF")
        self.end_block("END_IF", opener)
        return Node("if", opener, branches=branches, else_body=else_body)

    def parse_case(self):
        opener = self.next()
        selector = self.parse_expression()
        self.expect_word("OF")
        branches = []
        else_body = None
        while not self.at_word("END_CASE"):
            if self.at_word("ELSE"):
                self.next()
                else_body = self.parse_statements("END_CASE")
                break
            if self.peek().kind == "eof":
                break
            labels = [self.parse_case_label()]
            while self.at_punct(","):
                self.next()
                labels.append(self.parse_case_label())
            self.expect_punct(":")
            branches.append((labels, self.parse_case_body()))
        self.end_block("END_CASE", opener)
        return Node("case", opener, selector=selector, branches=branches, else_body=else_body)

    def parse_case_label(self):
        low = self.parse_expression()
        if self.at_punct(".."):
            self.next()
            return (low, self.parse_expression())
        return (low, None)

    def parse_case_body(self):
        """Statements up to the next `label:` (a label starts with a literal, a name or a sign followed by ':' or ',')."""
        statements = []
        while True:
            token = self.peek()
            if token.kind == "eof" or token.is_word("END_CASE", "ELSE"):
                return statements
            if self.looks_like_case_label():
                return statements
            statement = self.parse_statement()
            if statement is not None:
                statements.append(statement)

    def looks_like_case_label(self):
        j = 0
        if self.peek().kind == "punct" and self.peek().text in ("-", "+"):
            j = 1
        first = self.peek(j)
        if first.kind not in ("number", "literal", "ident"):
            return False
        following = self.peek(j + 1)
        return following.kind == "punct" and following.text in (":", ",", "..")

    def parse_for(self):
        opener = self.next()
        variable = self.expect_ident()
        self.expect_punct(":=")
        start = self.parse_expression()
        self.expect_word("TO")
        end = self.parse_expression()
        step = None
        if self.at_word("BY"):
            self.next()
            step = self.parse_expression()
        self.expect_word("DO")
        body = self.parse_statements("END_FOR")
        self.end_block("END_FOR", opener)
        return Node("for", opener, variable=Node("name", variable, name=variable.text), start=start, end=end, step=step, body=body)

    # -- expressions --------------------------------------------------------------------------------------------
    BINARY_LEVELS = (
        ("OR",), ("XOR",), ("AND", "&"), ("=", "<>"), ("<", ">", "<=", ">="), ("+", "-"), ("*", "/", "MOD"), ("**",),
    )

    def parse_expression(self, level=0):
        if level == len(self.BINARY_LEVELS):
            return self.parse_unary()
        left = self.parse_expression(level + 1)
        while self.is_operator(self.peek(), self.BINARY_LEVELS[level]):
            operator = self.next()
            left = Node("binary", operator, operator=operator.upper, left=left, right=self.parse_expression(level + 1))
        return left

    @staticmethod
    def is_operator(token, operators):
        if token.kind == "punct":
            return token.text in operators
        return token.kind == "ident" and token.upper in operators

    def parse_unary(self):
        token = self.peek()
        if token.is_word("NOT") or (token.kind == "punct" and token.text in ("-", "+")):
            self.next()
            return Node("unary", token, operator=token.upper, operand=self.parse_unary())
        return self.parse_postfix(self.parse_primary())

    def parse_primary(self):
        token = self.peek()
        if token.kind in ("number", "literal", "string"):
            self.next()
            return Node("literal", token)
        if token.is_word("TRUE", "FALSE"):
            self.next()
            return Node("literal", token)
        if token.kind == "address":
            self.next()
            return Node("address", token)
        if self.at_punct("("):
            self.next()
            inner = self.parse_expression()
            self.expect_punct(")")
            return Node("paren", token, inner=inner)
        if token.kind == "ident":
            if token.upper in ("THEN", "DO", "OF", "END_IF", "ELSE", "ELSIF", "TO", "BY", "UNTIL") or token.upper.startswith("END_"):
                raise unexpected(token, "parsing an expression")
            self.next()
            return Node("name", token, name=token.text)
        raise unexpected(token, "parsing an expression")

    def parse_postfix(self, node):
        while True:
            if self.at_punct("."):
                self.next()
                member = self.peek()
                if member.kind == "number":  # bit access: word.3
                    self.next()
                    node = Node("bit", member, base=node)
                    continue
                member = self.expect_ident()
                node = Node("member", member, base=node, member=member.text)
            elif self.at_punct("["):
                bracket = self.next()
                indices = [self.parse_expression()]
                while self.at_punct(","):
                    self.next()
                    indices.append(self.parse_expression())
                self.expect_punct("]")
                node = Node("index", bracket, base=node, indices=indices)
            elif self.at_punct("^"):
                node = Node("deref", self.next(), base=node)
            elif self.at_punct("(") and node.kind == "name":
                node = self.parse_call(node)
            else:
                return node

    def parse_call(self, callee):
        self.expect_punct("(")
        arguments = []
        if not self.at_punct(")"):
            while True:
                token = self.peek()
                following = self.peek(1)
                if token.kind == "ident" and following.kind == "punct" and following.text in (":=", "=>"):
                    self.next()
                    self.next()
                    arguments.append(Node("argument", token, name=token.text, output=following.text == "=>", value=self.parse_expression()))
                elif token.is_word("NOT") and following.kind == "ident" and self.peek(2).kind == "punct" and self.peek(2).text == "=>":
                    self.next()
                    name = self.next()
                    self.next()
                    arguments.append(Node("argument", name, name=name.text, output=True, value=self.parse_expression()))
                else:
                    arguments.append(Node("argument", token, name=None, output=False, value=self.parse_expression()))
                if not self.at_punct(","):
                    break
                self.next()
        self.expect_punct(")", "argumentList")
        return Node("call", callee.token, callee=callee.name, arguments=arguments)


def parse_type_block(tokens):
    """TYPE <name> : <spec> ; ... END_TYPE, as in datatypes/*.dt. Returns [(name_token, node)]."""
    parser = Parser(tokens)
    parser.expect_word("TYPE")
    declarations = []
    while not parser.at_word("END_TYPE"):
        name = parser.expect_ident()
        parser.expect_punct(":")
        token = parser.peek()
        if parser.at_punct("(") or (token.kind == "ident" and parser.peek(1).kind == "punct" and parser.peek(1).text == "(" and not token.is_word("STRING", "WSTRING")):
            if not parser.at_punct("("):
                parser.next()
            parser.next()
            values = []
            while not parser.at_punct(")"):
                values.append(parser.expect_ident())
                if parser.at_punct(":="):
                    parser.next()
                    parser.parse_expression()
                if not parser.at_punct(","):
                    break
                parser.next()
            parser.expect_punct(")")
            node = Node("enum", name, values=values, initial=None)
            if parser.at_punct(":="):
                parser.next()
                node.initial = parser.expect_ident()
        elif token.is_word("STRUCT"):
            parser.next()
            fields = []
            while not parser.at_word("END_STRUCT"):
                if parser.peek().kind == "eof" or parser.at_word("END_TYPE"):
                    raise mismatch("END_STRUCT", parser.peek())
                fields.extend(parser.parse_declaration("local"))
            parser.next()
            node = Node("struct", name, fields=fields)
        else:
            node = Node("alias", name, type_spec=parser.parse_type(), initial=None)
            if parser.at_punct(":="):
                # STruC++ 0.6.1 takes an initial value on an enumeration only, not on an array or other alias type.
                raise ParseError(parser.peek(), "Expected `END_TYPE`, found `:=`.")
        parser.expect_punct(";")
        declarations.append((name, node))
    parser.next()
    if parser.peek().kind != "eof":
        raise ParseError(parser.peek(), "Unexpected extra input after parsing a type declaration: %s." % describe(parser.peek()))
    return declarations


__all__ = ["Parser", "ParseError", "Node", "Token", "parse_type_block", "VAR_BLOCK_CLASSES", "POU_KEYWORDS", "END_KEYWORDS"]
