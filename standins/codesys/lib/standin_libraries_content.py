"""What the stand-in's System libraries hold: a realistic subset of Standard, Util and CAA Types, with the
declarations and comments the real libraries carry (kind, name, declaration). The stand-in writes them into its
System repository as library files the first time it starts (standin_libraries.py)."""

STANDARD = [
    ('function_block', 'TON', 'FUNCTION_BLOCK TON\n// Timer on-delay: Q becomes TRUE PT after a rising edge at IN\nVAR_INPUT\n\tIN : BOOL; // starts timer with rising edge, resets timer with falling edge\n\tPT : TIME; // time to pass, before Q is set\nEND_VAR\nVAR_OUTPUT\n\tQ : BOOL; // is TRUE, PT seconds after IN had a rising edge\n\tET : TIME; // elapsed time since rising edge at IN\nEND_VAR\n'),
    ('function_block', 'TOF', 'FUNCTION_BLOCK TOF\n// Timer off-delay: Q stays TRUE for PT after a falling edge at IN\nVAR_INPUT\n\tIN : BOOL; // starts timer with falling edge, resets timer with rising edge\n\tPT : TIME; // time to pass, before Q is reset\nEND_VAR\nVAR_OUTPUT\n\tQ : BOOL; // is FALSE, PT seconds after IN had a falling edge\n\tET : TIME; // elapsed time since falling edge at IN\nEND_VAR\n'),
    ('function_block', 'TP', 'FUNCTION_BLOCK TP\n// Pulse timer: Q is TRUE for PT after a rising edge at IN\nVAR_INPUT\n\tIN : BOOL; // trigger for start of the pulse\n\tPT : TIME; // length of the pulse\nEND_VAR\nVAR_OUTPUT\n\tQ : BOOL; // pulse output\n\tET : TIME; // elapsed time since the pulse started\nEND_VAR\n'),
    ('function_block', 'R_TRIG', 'FUNCTION_BLOCK R_TRIG\n// Detects a rising edge: Q is TRUE for one call after CLK went from FALSE to TRUE\nVAR_INPUT\n\tCLK : BOOL; // signal to detect\nEND_VAR\nVAR_OUTPUT\n\tQ : BOOL; // edge detected\nEND_VAR\n'),
    ('function_block', 'F_TRIG', 'FUNCTION_BLOCK F_TRIG\n// Detects a falling edge: Q is TRUE for one call after CLK went from TRUE to FALSE\nVAR_INPUT\n\tCLK : BOOL; // signal to detect\nEND_VAR\nVAR_OUTPUT\n\tQ : BOOL; // edge detected\nEND_VAR\n'),
    ('function_block', 'CTU', 'FUNCTION_BLOCK CTU\n// Up counter: CV counts rising edges at CU; Q is TRUE once CV reaches PV\nVAR_INPUT\n\tCU : BOOL; // count up on a rising edge\n\tRESET : BOOL; // sets CV to 0\n\tPV : WORD; // preset value\nEND_VAR\nVAR_OUTPUT\n\tQ : BOOL; // CV >= PV\n\tCV : WORD; // current value\nEND_VAR\n'),
    ('function_block', 'CTD', 'FUNCTION_BLOCK CTD\n// Down counter: CV counts down on rising edges at CD; Q is TRUE once CV reaches 0\nVAR_INPUT\n\tCD : BOOL; // count down on a rising edge\n\tLOAD : BOOL; // sets CV to PV\n\tPV : WORD; // preset value\nEND_VAR\nVAR_OUTPUT\n\tQ : BOOL; // CV = 0\n\tCV : WORD; // current value\nEND_VAR\n'),
    ('function_block', 'CTUD', 'FUNCTION_BLOCK CTUD\n// Up/down counter\nVAR_INPUT\n\tCU : BOOL; // count up on a rising edge\n\tCD : BOOL; // count down on a rising edge\n\tRESET : BOOL; // sets CV to 0\n\tLOAD : BOOL; // sets CV to PV\n\tPV : WORD; // preset value\nEND_VAR\nVAR_OUTPUT\n\tQU : BOOL; // CV >= PV\n\tQD : BOOL; // CV = 0\n\tCV : WORD; // current value\nEND_VAR\n'),
    ('function_block', 'RS', 'FUNCTION_BLOCK RS\n// Reset-dominant bistable: Q1 := NOT RESET1 AND (Q1 OR SET)\nVAR_INPUT\n\tSET : BOOL;\n\tRESET1 : BOOL;\nEND_VAR\nVAR_OUTPUT\n\tQ1 : BOOL;\nEND_VAR\n'),
    ('function_block', 'SR', 'FUNCTION_BLOCK SR\n// Set-dominant bistable: Q1 := SET1 OR (NOT RESET AND Q1)\nVAR_INPUT\n\tSET1 : BOOL;\n\tRESET : BOOL;\nEND_VAR\nVAR_OUTPUT\n\tQ1 : BOOL;\nEND_VAR\n'),
    ('function', 'LEN', 'FUNCTION LEN : INT\n// The number of characters of STR\nVAR_INPUT\n\tSTR : STRING(255);\nEND_VAR\n'),
    ('function', 'LEFT', 'FUNCTION LEFT : STRING(255)\n// The first SIZE characters of STR\nVAR_INPUT\n\tSTR : STRING(255);\n\tSIZE : INT;\nEND_VAR\n'),
    ('function', 'MID', 'FUNCTION MID : STRING(255)\n// LEN characters of STR from position POS (1 is the first)\nVAR_INPUT\n\tSTR : STRING(255);\n\tLEN : INT;\n\tPOS : INT;\nEND_VAR\n'),
    ('function', 'CONCAT', 'FUNCTION CONCAT : STRING(255)\n// STR1 followed by STR2\nVAR_INPUT\n\tSTR1 : STRING(255);\n\tSTR2 : STRING(255);\nEND_VAR\n'),
    ('function', 'FIND', 'FUNCTION FIND : INT\n// The position of the first STR2 in STR1, 0 if there is none\nVAR_INPUT\n\tSTR1 : STRING(255);\n\tSTR2 : STRING(255);\nEND_VAR\n'),
]

UTIL = [
    ('function_block', 'BLINK', 'FUNCTION_BLOCK BLINK\n// Pulsing signal: OUT is TRUE for TIMEHIGH and FALSE for TIMELOW while ENABLE is TRUE\nVAR_INPUT\n\tENABLE : BOOL;\n\tTIMELOW : TIME;\n\tTIMEHIGH : TIME;\nEND_VAR\nVAR_OUTPUT\n\tOUT : BOOL;\nEND_VAR\n'),
    ('function_block', 'HYSTERESIS', 'FUNCTION_BLOCK HYSTERESIS\n// OUT becomes TRUE when IN falls below LOW and FALSE when it rises above HIGH\nVAR_INPUT\n\tIN : INT;\n\tHIGH : INT;\n\tLOW : INT;\nEND_VAR\nVAR_OUTPUT\n\tOUT : BOOL;\nEND_VAR\n'),
    ('function_block', 'LIMITALARM', 'FUNCTION_BLOCK LIMITALARM\n// Whether IN lies within LOW..HIGH\nVAR_INPUT\n\tIN : INT;\n\tHIGH : INT;\n\tLOW : INT;\nEND_VAR\nVAR_OUTPUT\n\tO : BOOL; // IN > HIGH\n\tU : BOOL; // IN < LOW\n\tIL : BOOL; // LOW <= IN <= HIGH\nEND_VAR\n'),
    ('function_block', 'PID', 'FUNCTION_BLOCK PID\n// PID controller\nVAR_INPUT\n\tACTUAL : REAL; // actual value, process variable\n\tSET_POINT : REAL; // desired value, set point\n\tKP : REAL; // proportionality constant (P)\n\tTN : REAL; // reset time (I) in seconds\n\tTV : REAL; // rate time, derivative time (D) in seconds\n\tY_MANUAL : REAL; // Y is set to this value while MANUAL is TRUE\n\tY_OFFSET : REAL; // offset for the manipulated variable\n\tY_MIN : REAL; // minimum value of the manipulated variable\n\tY_MAX : REAL; // maximum value of the manipulated variable\n\tMANUAL : BOOL; // TRUE: manual, Y follows Y_MANUAL\n\tRESET : BOOL; // sets Y to Y_OFFSET and resets the integral part\nEND_VAR\nVAR_OUTPUT\n\tY : REAL; // manipulated variable, set value\n\tLIMITS_ACTIVE : BOOL := FALSE; // TRUE: Y exceeded Y_MIN or Y_MAX\n\tOVERFLOW : BOOL := FALSE; // overflow in the integral part\nEND_VAR\n'),
    ('function_block', 'RAMP_INT', 'FUNCTION_BLOCK RAMP_INT\n// Limits how fast OUT follows IN: at most ASCEND per TIMEBASE up and DESCEND down\nVAR_INPUT\n\tIN : INT;\n\tASCEND : INT;\n\tDESCEND : INT;\n\tTIMEBASE : TIME;\n\tRESET : BOOL;\nEND_VAR\nVAR_OUTPUT\n\tOUT : INT;\nEND_VAR\n'),
    ('function', 'BCD_TO_INT', 'FUNCTION BCD_TO_INT : INT\n// Converts a byte in BCD format to INT; -1 when B is not BCD\nVAR_INPUT\n\tB : BYTE;\nEND_VAR\n'),
    ('type', 'GEN_MODE', 'TYPE GEN_MODE :\n// The waveforms of the function block GEN\n(\n\tTRIANGLE := 0,\n\tTRIANGLE_POS := 1,\n\tSAWTOOTH_RISE := 2,\n\tSAWTOOTH_FALL := 3,\n\tRECTANGLE := 4,\n\tSINE := 5,\n\tCOSINE := 6\n);\nEND_TYPE\n'),
    ('function_block', 'GEN', 'FUNCTION_BLOCK GEN\n// Periodic signal generator\nVAR_INPUT\n\tMODE : GEN_MODE; // waveform\n\tBASE : BOOL; // TRUE: PERIOD is a time, FALSE: a number of calls\n\tPERIOD : TIME := T#1S;\n\tCYCLES : INT := 1000;\n\tAMPLITUDE : INT := 100;\n\tRESET : BOOL;\nEND_VAR\nVAR_OUTPUT\n\tOUT : INT;\nEND_VAR\n'),
]

CAA_TYPES = [
    ('type', 'HANDLE', 'TYPE HANDLE : __XWORD;\n// A handle to an object of a CAA library\nEND_TYPE\n'),
    ('type', 'SIZE', 'TYPE SIZE : __UXINT;\n// A size in bytes\nEND_TYPE\n'),
    ('type', 'ERROR', 'TYPE ERROR : UDINT;\n// The error code of a CAA function; 0 is no error\nEND_TYPE\n'),
    ('constants', 'CAA_Constants', "VAR_GLOBAL CONSTANT\n\tgc_hINVALID : HANDLE := 0; // a handle that refers to nothing\n\tgc_uiMAX_FILENAME : UINT := 255; // longest file name\nEND_VAR\n"),
]

CONTENT = {'Standard': STANDARD, 'Util': UTIL, 'CAA Types Extern': CAA_TYPES}
