"""What every OpenPLC project can use without declaring it: elementary types, standard function blocks and
standard functions (IEC 61131-3 and the OpenPLC additions)."""

import re

ELEMENTARY_TYPES = {
    "BOOL", "SINT", "INT", "DINT", "LINT", "USINT", "UINT", "UDINT", "ULINT", "REAL", "LREAL",
    "TIME", "LTIME", "DATE", "TIME_OF_DAY", "TOD", "DATE_AND_TIME", "DT", "STRING", "WSTRING",
    "CHAR", "WCHAR", "BYTE", "WORD", "DWORD", "LWORD",
}

# name -> (inputs, outputs)
STANDARD_FUNCTION_BLOCKS = {
    "TON": (("IN", "PT"), ("Q", "ET")),
    "TOF": (("IN", "PT"), ("Q", "ET")),
    "TP": (("IN", "PT"), ("Q", "ET")),
    "CTU": (("CU", "R", "PV"), ("Q", "CV")),
    "CTD": (("CD", "LD", "PV"), ("Q", "CV")),
    "CTUD": (("CU", "CD", "R", "LD", "PV"), ("QU", "QD", "CV")),
    "R_TRIG": (("CLK",), ("Q",)),
    "F_TRIG": (("CLK",), ("Q",)),
    "SR": (("S1", "R"), ("Q1",)),
    "RS": (("S", "R1"), ("Q1",)),
    "RTC": (("IN", "PDT"), ("Q", "CDT")),
    "PID": (("AUTO", "PV", "SP", "X0", "KP", "TR", "TD", "CYCLE"), ("XOUT",)),
    "HYSTERESIS": (("XIN1", "XIN2", "EPS"), ("Q",)),
    "INTEGRAL": (("RUN", "R1", "XIN", "X0", "CYCLE"), ("Q", "XOUT")),
    "DERIVATIVE": (("RUN", "XIN", "CYCLE"), ("XOUT",)),
    "RAMP": (("RUN", "X0", "X1", "TR", "CYCLE"), ("BUSY", "XOUT")),
}

STANDARD_FUNCTIONS = {
    "ABS", "SQRT", "LN", "LOG", "EXP", "SIN", "COS", "TAN", "ASIN", "ACOS", "ATAN", "EXPT", "MOVE",
    "ADD", "SUB", "MUL", "DIV", "MOD", "SHL", "SHR", "ROL", "ROR", "AND", "OR", "XOR", "NOT",
    "SEL", "MAX", "MIN", "LIMIT", "MUX", "GT", "GE", "EQ", "LE", "LT", "NE",
    "LEN", "LEFT", "RIGHT", "MID", "CONCAT", "INSERT", "DELETE", "REPLACE", "FIND",
    "TRUNC", "ADD_TIME", "SUB_TIME", "MUL_TIME", "DIV_TIME",
}

CONVERSION_RE = re.compile(r"^([A-Z_]+)_TO_([A-Z_]+)$")


def is_conversion_function(name):
    m = CONVERSION_RE.match(name.upper())
    return bool(m) and m.group(1) in ELEMENTARY_TYPES | {"BCD"} and m.group(2) in ELEMENTARY_TYPES | {"BCD"}


# -- type rules STruC++ 0.6.1 applies (categories, implicit widening, narrowing) ---------------------------------------

BITS = {
    "BOOL": 1, "BYTE": 8, "WORD": 16, "DWORD": 32, "LWORD": 64, "SINT": 8, "INT": 16, "DINT": 32, "LINT": 64,
    "USINT": 8, "UINT": 16, "UDINT": 32, "ULINT": 64, "REAL": 32, "LREAL": 64, "TIME": 64, "LTIME": 64, "DATE": 64,
    "TIME_OF_DAY": 64, "TOD": 64, "DATE_AND_TIME": 64, "DT": 64, "STRING": 0, "WSTRING": 0, "CHAR": 8, "WCHAR": 16,
}
ANY_BIT = {"BOOL", "BYTE", "WORD", "DWORD", "LWORD"}
ANY_INT = {"SINT", "INT", "DINT", "LINT", "USINT", "UINT", "UDINT", "ULINT"}
ANY_REAL = {"REAL", "LREAL"}
ANY_NUM = ANY_INT | ANY_REAL
# Types of one group widen to a wider type of the same group.
WIDENING_GROUP = dict([(t, "BIT") for t in ANY_BIT] + [(t, "SINT") for t in ("SINT", "INT", "DINT", "LINT")] +
                      [(t, "UINT") for t in ("USINT", "UINT", "UDINT", "ULINT")] + [(t, "REAL") for t in ANY_REAL])


def _groups(source, target):
    """(source group, target group, source bits, target bits), or None when either type does not widen at all."""
    if source not in WIDENING_GROUP or target not in WIDENING_GROUP:
        return None
    return WIDENING_GROUP[source], WIDENING_GROUP[target], BITS[source], BITS[target]


def is_implicitly_convertible(source, target):
    groups = _groups(source, target)
    if source == target or groups is None:
        return source == target
    s, t, source_bits, target_bits = groups
    return target_bits >= source_bits and (s == t or (s == "BIT" and t in ("SINT", "UINT")) or (s in ("SINT", "UINT") and t == "BIT")
                                           or (s in ("SINT", "UINT", "BIT") and t == "REAL"))


def is_narrowing(target, source):
    """Assigning `source` to `target` loses range or precision: a warning, not an error."""
    groups = _groups(source, target)
    if source == target or groups is None:
        return False
    s, t, source_bits, target_bits = groups
    narrower, not_wider = target_bits < source_bits, target_bits <= source_bits
    return ((s == t and narrower) or (s == "REAL" and t in ("SINT", "UINT", "BIT"))
            or ({s, t} == {"SINT", "UINT"} and not_wider) or (s in ("SINT", "UINT") and t == "BIT" and not_wider)
            or (s == "BIT" and t in ("SINT", "UINT") and narrower) or (s in ("SINT", "UINT", "BIT") and t == "REAL" and narrower))


def common_type(a, b):
    """The type of `a + b` (the wider operand), or None when arithmetic does not combine them."""
    if a == b:
        return a
    if a not in WIDENING_GROUP or b not in WIDENING_GROUP:
        return None
    for real in ("LREAL", "REAL"):
        if real in (a, b):
            return real
    if (a in ANY_NUM) == (b in ANY_NUM):
        return a if BITS[a] >= BITS[b] else b
    return b if a in ANY_BIT else a


# Parameter counts of the standard functions STruC++ checks calls against; None: extensible (at least two inputs).
STANDARD_FUNCTION_ARITY = {
    "ABS": 1, "SQRT": 1, "LN": 1, "LOG": 1, "EXP": 1, "SIN": 1, "COS": 1, "TAN": 1, "ASIN": 1, "ACOS": 1, "ATAN": 1,
    "EXPT": 2, "MOVE": 1, "SUB": 2, "DIV": 2, "MOD": 2, "SHL": 2, "SHR": 2, "ROL": 2, "ROR": 2, "NOT": 1, "SEL": 3,
    "LIMIT": 3, "LEN": 1, "LEFT": 2, "RIGHT": 2, "MID": 3, "INSERT": 3, "DELETE": 3, "REPLACE": 4, "FIND": 2, "TRUNC": 1,
    "ADD": None, "MUL": None, "AND": None, "OR": None, "XOR": None, "MAX": None, "MIN": None, "CONCAT": None, "MUX": None,
    "GT": None, "GE": None, "EQ": None, "LE": None, "LT": None, "NE": None,
}
