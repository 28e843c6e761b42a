"""Tokens of IEC 61131-3 Structured Text, with 1-based line and column of each."""

import re

IDENT_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# STruC++ 0.6.1's literal tokens (src/frontend/lexer.ts at fb7980f5), tried before names as its lexer does. A `#` that
# starts none of them is a lexer error: `LineMode#Running`, `INT#-5`, `LTIME#1s` and `T#-1s` do not lex.
TIME_LITERAL_RE = re.compile(r"(?:TIME|T)#(?:[0-9_]+(?:\.[0-9_]+)?(?:ms|us|ns|d|h|m|s))+", re.IGNORECASE)
DATE_TIME_LITERAL_RE = re.compile(
    r"(?:DATE_AND_TIME|DT)#[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}-[0-9]{1,2}:[0-9]{1,2}(?::[0-9]{1,2}(?:\.[0-9]+)?)?"
    r"|(?:TIME_OF_DAY|TOD)#[0-9]{1,2}:[0-9]{1,2}(?::[0-9]{1,2}(?:\.[0-9]+)?)?"
    r"|(?:DATE|D)#[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}", re.IGNORECASE)
TYPED_LITERAL_RE = re.compile(
    r"(?:BYTE|WORD|DWORD|LWORD|SINT|INT|DINT|LINT|USINT|UINT|UDINT|ULINT|BOOL|REAL|LREAL)#"
    r"(?:16#[0-9A-Fa-f_]+|8#[0-7_]+|2#[01_]+|[0-9][0-9_]*(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)", re.IGNORECASE)
NUMBER_RE = re.compile(r"16#[0-9A-Fa-f_]+|8#[0-7_]+|2#[01_]+|\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][+-]?\d+)?")
ADDRESS_RE = re.compile(r"%[IQM][XBWDL]?\d+(?:\.\d+)*|%[IQM]\*")
TWO_CHAR = (":=", "=>", "<=", ">=", "<>", "**", "..")
ONE_CHAR = set("()[],;:+-*/=<>&.^")


class Token(object):
    __slots__ = ("kind", "text", "line", "col", "pos", "end")

    def __init__(self, kind, text, line, col, pos, end):
        self.kind = kind  # ident, number, literal, string, address, punct, eof
        self.text = text
        self.line = line
        self.col = col
        self.pos = pos
        self.end = end

    @property
    def upper(self):
        return self.text.upper()

    def is_word(self, *words):
        return self.kind == "ident" and self.text.upper() in words

    def __repr__(self):
        return "Token(%s %r %d:%d)" % (self.kind, self.text, self.line, self.col)


class LexError(Exception):
    def __init__(self, line, col, message):
        Exception.__init__(self, message)
        self.line = line
        self.col = col
        self.message = message


class UnexpectedCharacters(LexError):
    """Characters no STruC++ token starts with. Its lexer (chevrotain) skips them, goes on and reports each run
    without a line: `<file>:0:0: error: unexpected character: ->#<- at offset: 119, skipped 1 characters.`, the
    offset counted in characters from the start of the text it was given. Nothing after the lexer runs then."""

    def __init__(self, skipped):
        self.skipped = skipped  # [(offset, text)]
        offset, chars = skipped[0]
        LexError.__init__(self, 0, 0, unexpected_character_message(offset, chars))

    def messages(self):
        return [unexpected_character_message(offset, chars) for offset, chars in self.skipped]


def unexpected_character_message(offset, chars):
    return "unexpected character: ->%s<- at offset: %d, skipped %d characters." % (chars[0], offset, len(chars))


def tokenize(text, start_line=1):
    """All significant tokens (comments dropped) followed by one `eof` token."""
    tokens = []
    skipped = []
    pos = 0
    line = start_line
    line_start = 0
    n = len(text)

    def advance(to):
        nonlocal pos, line, line_start
        newlines = text.count("\n", pos, to)
        if newlines:
            line += newlines
            line_start = text.rfind("\n", pos, to) + 1
        pos = to

    while True:
        while pos < n and text[pos] in " \t\r\n\f\v\ufeff":
            advance(pos + 1)
        if pos >= n:
            break
        col = pos - line_start + 1
        ch = text[pos]
        two = text[pos:pos + 2]
        start_line_no = line
        if two == "(*" or two == "/*":
            close = "*)" if two == "(*" else "*/"
            end = text.find(close, pos + 2)
            if end == -1:
                raise LexError(line, col, "unterminated comment")
            advance(end + 2)
            continue
        if two == "//":
            end = text.find("\n", pos)
            advance(n if end == -1 else end)
            continue
        if ch in "'\"":
            i = pos + 1
            while i < n and text[i] != ch:
                if text[i] == "\n":
                    raise LexError(line, col, "unterminated string literal")
                i += 2 if text[i] == "$" else 1
            if i >= n:
                raise LexError(line, col, "unterminated string literal")
            tokens.append(Token("string", text[pos:i + 1], start_line_no, col, pos, i + 1))
            advance(i + 1)
            continue
        m = TIME_LITERAL_RE.match(text, pos) or DATE_TIME_LITERAL_RE.match(text, pos) or TYPED_LITERAL_RE.match(text, pos)
        if m:
            tokens.append(Token("literal", m.group(0), start_line_no, col, pos, m.end()))
            advance(m.end())
            continue
        m = IDENT_RE.match(text, pos)
        if m:
            tokens.append(Token("ident", m.group(0), start_line_no, col, pos, m.end()))
            advance(m.end())
            continue
        m = NUMBER_RE.match(text, pos)
        if m:
            tokens.append(Token("number", m.group(0), start_line_no, col, pos, m.end()))
            advance(m.end())
            continue
        if ch == "%":
            m = ADDRESS_RE.match(text, pos)
            if not m:
                raise LexError(line, col, "malformed direct address")
            tokens.append(Token("address", m.group(0), start_line_no, col, pos, m.end()))
            advance(m.end())
            continue
        if two in TWO_CHAR:
            tokens.append(Token("punct", two, start_line_no, col, pos, pos + 2))
            advance(pos + 2)
            continue
        if ch in ONE_CHAR:
            tokens.append(Token("punct", ch, start_line_no, col, pos, pos + 1))
            advance(pos + 1)
            continue
        if skipped and skipped[-1][0] + len(skipped[-1][1]) == pos:
            skipped[-1] = (skipped[-1][0], skipped[-1][1] + ch)
        else:
            skipped.append((pos, ch))
        advance(pos + 1)
    if skipped:
        raise UnexpectedCharacters(skipped)
    tokens.append(Token("eof", "", line, pos - line_start + 1, pos, pos))
    return tokens
