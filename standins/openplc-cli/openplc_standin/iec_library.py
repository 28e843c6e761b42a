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
