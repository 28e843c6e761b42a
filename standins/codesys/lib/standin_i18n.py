"""Message texts of the stand-in's compiler, in the IDE languages the tests exercise.

CODESYS_STANDIN_LANGUAGE=de or zh switches to localized texts, the way a German or Chinese IDE reports its builds:
the bridge must carry such text intact through IronPython's JSON and the result files.
"""
import os

_TEXTS = {
    'en': {
        'build_started': '------ Build started: Application: %s -------',
        'typify': 'Typify code...',
        'compile_complete': 'Compile complete -- %d errors, %d warnings',
        'code_size': 'Size of generated code: %d bytes',
        'data_size': 'Size of global data: %d bytes',
        'position': 'Line %d, Column %d (%s)',
        'undefined': "Identifier '%s' not defined",
        'unknown_type': "Unknown type: '%s'",
        'semicolon_expected': "';' expected instead of '%s'",
        'expected': "'%s' expected instead of '%s'",
        'block_not_closed': "'%s' expected to close the %s opened in line %d",
        'unexpected': "Unexpected token '%s'",
        'header_expected': "A declaration must begin with %s",
        'cannot_convert': "Cannot convert type '%s' to type '%s'",
        'no_assignment_target': "'%s' is no valid assignment target",
        'input_count': "Function '%s' requires exactly '%d' inputs",
        'implicit_conversion': "Implicit conversion from '%s' to '%s' : possible loss of information",
    },
    'de': {
        'build_started': '------ Übersetzungslauf gestartet: Applikation: %s -------',
        'typify': 'Code typisieren...',
        'compile_complete': 'Kompilierung abgeschlossen -- %d Fehler, %d Warnungen',
        'code_size': 'Größe des erzeugten Codes: %d Bytes',
        'data_size': 'Größe der globalen Daten: %d Bytes',
        'position': 'Zeile %d, Spalte %d (%s)',
        'undefined': "Bezeichner '%s' ist nicht definiert",
        'unknown_type': "Unbekannter Typ: '%s'",
        'semicolon_expected': "';' erwartet statt '%s'",
        'expected': "'%s' erwartet statt '%s'",
        'block_not_closed': "'%s' erwartet, um das in Zeile %d geöffnete %s zu schließen",
        'unexpected': "Unerwartetes Token '%s'",
        'header_expected': 'Eine Deklaration muss mit %s beginnen',
        'cannot_convert': "Typ '%s' kann nicht in Typ '%s' konvertiert werden",
        'no_assignment_target': "'%s' ist kein gültiges Zuweisungsziel",
        'input_count': "Funktion '%s' erfordert genau '%d' Eingänge",
        'implicit_conversion': "Implizite Konvertierung von '%s' nach '%s' : möglicher Informationsverlust",
    },
    'zh': {
        'build_started': '------ 编译开始：应用程序：%s -------',
        'typify': '类型化代码...',
        'compile_complete': '编译完成 -- %d 个错误，%d 个警告',
        'code_size': '生成代码的大小：%d 字节',
        'data_size': '全局数据的大小：%d 字节',
        'position': '行 %d，列 %d (%s)',
        'undefined': "标识符'%s'未定义",
        'unknown_type': "未知类型：'%s'",
        'semicolon_expected': "应为';'，而不是'%s'",
        'expected': "应为'%s'，而不是'%s'",
        'block_not_closed': "应为'%s'以关闭第 %d 行打开的 %s",
        'unexpected': "意外的标记'%s'",
        'header_expected': '声明必须以 %s 开头',
        'cannot_convert': "无法将类型'%s'转换为类型'%s'",
        'no_assignment_target': "'%s'不是有效的赋值目标",
        'input_count': "函数'%s'需要正好'%d'个输入",
        'implicit_conversion': "从'%s'到'%s'的隐式转换：可能丢失信息",
    },
}

# German and Chinese put the line before the block name.
_REORDERED = {('de', 'block_not_closed'), ('zh', 'block_not_closed')}


def language():
    value = os.environ.get('CODESYS_STANDIN_LANGUAGE', 'en').lower()
    return value if value in _TEXTS else 'en'


def text(key, *args):
    lang = language()
    if (lang, key) in _REORDERED:
        args = (args[0], args[2], args[1])
    return _TEXTS[lang][key] % args
