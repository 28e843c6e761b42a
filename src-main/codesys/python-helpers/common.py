# Shared by every command script (prepended by ScriptLibrary). IronPython 2.7 and python3; ASCII only.
# A command is `def main(params)` plus `run_command(main)`: the parameters arrive as a JSON file beside the script,
# never inside the code, and the result leaves as ASCII-escaped JSON between markers.
from __future__ import print_function

import codecs
import json
import re
import traceback

import scriptengine as se

RESULT_START = '### INTERLOCK_RESULT_START ###'
RESULT_END = '### INTERLOCK_RESULT_END ###'


# to_text and text_type come from helpers/text.py, which ScriptLibrary puts first.


def ascii_json(value):
    """JSON with every non-ASCII character as a \\u escape: safe to print whatever the console encoding is."""
    text = to_text(json.dumps(value, ensure_ascii=False))
    parts = []
    for char in text:
        code = ord(char)
        if code < 128:
            parts.append(char)
        elif code > 0xFFFF:
            code -= 0x10000
            parts.append('\\u%04x\\u%04x' % (0xD800 + (code >> 10), 0xDC00 + (code & 0x3FF)))
        else:
            parts.append('\\u%04x' % code)
    return ''.join(parts)


def make_guid(text):
    try:
        from System import Guid  # IronPython: the .NET type
    except ImportError:
        Guid = se.Guid
    return Guid(text)


def fail(message):
    """Ends the command with a message for the agent and the person; nothing after this runs."""
    print('SCRIPT_ERROR: ' + ' '.join(to_text(message).split()))
    raise SystemExit(1)


def load_params():
    path = globals().get('INTERLOCK_PARAMS_PATH')
    if not path:
        fail('The command was started without its parameters file')
    handle = codecs.open(path, 'r', 'utf-8')
    try:
        return json.loads(handle.read())
    finally:
        handle.close()


def session_state():
    primary = se.projects.primary
    if primary is None:
        return {'primary_project': None, 'dirty': False}
    return {'primary_project': to_text(primary.path), 'dirty': bool(primary.dirty)}


def emit_result(value):
    result = dict(value)
    result['session'] = session_state()
    print(RESULT_START)
    print(ascii_json(result))
    print(RESULT_END)
    print('SCRIPT_SUCCESS')


def pump_ui(milliseconds):
    se.system.delay(milliseconds)


def commit(project, params):
    """Without a persistent IDE (headless), a change is kept only if the project is saved before CODESYS exits."""
    if params.get('save_after_change'):
        project.save()


_COMMAND_END = []


def at_command_end(cleanup):
    """`cleanup()` runs when the command ends, however it ends (result, fail, error), newest first. The IDE's own
    end-of-script cleanup (disposing online objects, forgetting default credentials) never comes between commands of
    the loop watcher, whose whole session is one script execution."""
    _COMMAND_END.append(cleanup)


def _end_command():
    while _COMMAND_END:
        cleanup = _COMMAND_END.pop()
        try:
            cleanup()
        except Exception:
            traceback.print_exc()


def run_command(main):
    try:
        try:
            main(load_params())
        except SystemExit:
            raise
        except Exception as error:
            traceback.print_exc()
            fail('CODESYS reported: %s' % to_text(error))
    finally:
        _end_command()


def one_of(value, allowed, what):
    if value not in allowed:
        fail('Unknown %s %r; expected one of %s' % (what, value, ', '.join(sorted(allowed))))
    return allowed[value]


def norm_key(text):
    return re.sub(r'[{}\s]', '', to_text(text)).lower()
