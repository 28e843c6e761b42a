# Interlock watcher: runs inside CODESYS (IronPython 2.7) through --runscript and executes the commands Interlock
# drops into this session's directory. The same file runs on python3 in the CODESYS stand-in. ASCII only.
#
# Protocol (see src-main/codesys/ipc-client.ts):
#   commands/<id>.params.json, commands/<id>.py, then commands/<id>.command.json   written by Interlock, in that order
#   results/<id>.result.json                                                     written here, UTF-8
#   ready.signal (version, pid), heartbeat (timestamp, busy), terminate.signal   written here / by Interlock
from __future__ import print_function

import codecs
import json
import numbers
import os
import sys
import time
import traceback

WATCHER_VERSION = '1.0.0'
# The launcher replaces this literal with the session directory (a Python unicode literal, ASCII-escaped).
IPC_DIR = u'__INTERLOCK_IPC_DIR__'

COMMANDS_DIR = os.path.join(IPC_DIR, 'commands')
RESULTS_DIR = os.path.join(IPC_DIR, 'results')
READY_FILE = os.path.join(IPC_DIR, 'ready.signal')
TERMINATE_FILE = os.path.join(IPC_DIR, 'terminate.signal')
HEARTBEAT_FILE = os.path.join(IPC_DIR, 'heartbeat')
ERROR_FILE = os.path.join(IPC_DIR, 'watcher_error.txt')
LOG_FILE = os.path.join(IPC_DIR, 'watcher.log')

# Right after a command the next one usually follows (an agent works in bursts), so poll fast for a while;
# when idle, poll slowly so the IDE's UI thread gets the time.
FAST_POLL_MS = 1
IDLE_POLL_MS = 50
FAST_WINDOW_SECONDS = 2.0
HEARTBEAT_SECONDS = 0.5


# to_text and text_type come from helpers/text.py, which ScriptLibrary puts first.


def current_pid():
    try:
        return os.getpid()
    except Exception:
        import System  # IronPython without os.getpid
        return System.Diagnostics.Process.GetCurrentProcess().Id


def replace_file(source, target):
    """Rename over an existing file (os.rename refuses that on Windows; IronPython has no os.replace)."""
    try:
        os.rename(source, target)
    except OSError:
        remove_quietly(target)
        os.rename(source, target)


def write_text(path, text):
    # tmp + rename so Interlock never reads half a file; no fsync: these files only live as long as the session.
    temp = path + '.tmp'
    handle = codecs.open(temp, 'w', 'utf-8')
    try:
        handle.write(to_text(text))
    finally:
        handle.close()
    replace_file(temp, path)


def write_json(path, value):
    write_text(path, json.dumps(value, ensure_ascii=False))


def read_json(path):
    handle = codecs.open(path, 'r', 'utf-8')
    try:
        return json.loads(handle.read())
    finally:
        handle.close()


def remove_quietly(path):
    if path:
        try:
            os.remove(path)
        except OSError:
            pass


def log(message):
    try:
        handle = codecs.open(LOG_FILE, 'a', 'utf-8')
        try:
            handle.write(u'%s %s\n' % (time.strftime('%Y-%m-%d %H:%M:%S'), to_text(message)))
        finally:
            handle.close()
    except Exception:
        pass


def write_heartbeat(busy):
    try:
        write_json(HEARTBEAT_FILE, {'timestamp': time.time(), 'busy': busy, 'pid': current_pid()})
    except Exception:
        log('could not write the heartbeat: ' + traceback.format_exc())


class OutputCapture(object):
    """Collects what a command prints (stdout and stderr) as unicode text."""

    def __init__(self):
        self._parts = []

    def write(self, value):
        self._parts.append(to_text(value))

    def flush(self):
        pass

    def getvalue(self):
        return u''.join(self._parts)


def exit_status(code):
    """SystemExit from a command: None or 0 is success, another number or a string is a failure."""
    if code is None or code == 0:
        return 0, u''
    if isinstance(code, numbers.Integral):
        return int(code), u'The command exited with code %d' % int(code)
    return 1, to_text(code)


# Compiled scripts by source text: the same template comes again and again, and compiling (IronPython: JIT) is the
# slow part of a small command. Code objects are immutable; each run still gets fresh globals.
COMPILED = {}
COMPILED_LIMIT = 64


def compiled(source, script_path):
    code = COMPILED.get(source)
    if code is None:
        if len(COMPILED) >= COMPILED_LIMIT:
            COMPILED.clear()
        code = compile(source, script_path, 'exec')
        COMPILED[source] = code
    return code


def execute_script(script_path, params_path):
    handle = open(script_path, 'rb')
    try:
        source = handle.read()
    finally:
        handle.close()
    # Fresh globals per command: nothing leaks from one command into the next.
    exec_globals = {
        '__builtins__': __builtins__,
        '__name__': '__interlock_command__',
        '__file__': script_path,
        'INTERLOCK_PARAMS_PATH': params_path,
        'sys': sys,
        'os': os,
        'time': time,
        'traceback': traceback,
    }
    capture = OutputCapture()
    saved = (sys.stdout, sys.stderr)
    sys.stdout = sys.stderr = capture
    exit_code = 0
    error = u''
    try:
        exec(compiled(source, script_path), exec_globals)
    except SystemExit as stop:
        exit_code, error = exit_status(stop.code)
    except KeyboardInterrupt:
        # The IDE's "Click here to CANCEL" link raises this; it is not an Exception.
        exit_code, error = 1, u'The command was cancelled in CODESYS'
    except Exception:
        exit_code, error = 1, to_text(traceback.format_exc())
    finally:
        sys.stdout, sys.stderr = saved
    output = capture.getvalue()
    lines = [line.strip() for line in output.splitlines()]
    if any(line.startswith('SCRIPT_ERROR') for line in lines):
        success = False
    elif any(line.startswith('SCRIPT_SUCCESS') for line in lines):
        success = True
    else:
        success = exit_code == 0
    return success, output, error


def process_command(command_path):
    request_id = os.path.basename(command_path)[:-len('.command.json')]
    script_path = None
    params_path = None
    result = {'requestId': request_id, 'success': False, 'output': u'', 'error': u''}
    try:
        command = read_json(command_path)
        script_path = command.get('scriptPath')
        params_path = command.get('paramsPath')
        result['requestId'] = command.get('requestId', request_id)
        write_heartbeat(result['requestId'])
        success, output, error = execute_script(script_path, params_path)
        result['success'] = success
        result['output'] = output
        result['error'] = error
    except KeyboardInterrupt:
        result['error'] = u'The command was cancelled in CODESYS'
    except Exception:
        result['error'] = u'The watcher could not run the command: ' + to_text(traceback.format_exc())
    finally:
        result['timestamp'] = time.time()
        try:
            write_json(os.path.join(RESULTS_DIR, request_id + '.result.json'), result)
        except Exception:
            log('could not write the result of %s: %s' % (request_id, traceback.format_exc()))
        # Always removed, even when the result could not be written: a command left behind would run again and again.
        for path in (command_path, script_path, params_path):
            remove_quietly(path)


def next_command():
    try:
        names = os.listdir(COMMANDS_DIR)
    except OSError:
        return None
    names = sorted(name for name in names if name.endswith('.command.json'))
    return os.path.join(COMMANDS_DIR, names[0]) if names else None


def pump(engine, milliseconds):
    """Waits while the IDE's message loop keeps running (system.delay), so the UI stays responsive."""
    try:
        if engine is not None:
            engine.system.delay(milliseconds)
        else:
            time.sleep(milliseconds / 1000.0)
    except KeyboardInterrupt:
        pass


def write_ready():
    write_json(READY_FILE, {
        'version': WATCHER_VERSION,
        'pid': current_pid(),
        'python_version': sys.version.split()[0],
        'platform': sys.platform,
        'ipc_dir': IPC_DIR,
        'timestamp': time.time(),
    })


def load_engine():
    try:
        import scriptengine
        return scriptengine
    except Exception:
        write_text(ERROR_FILE, u'scriptengine could not be imported:\n' + to_text(traceback.format_exc()))
        return None


def main():
    # ready.signal first: it carries the real CODESYS PID, and a failure after it lands in watcher_error.txt.
    write_ready()
    engine = load_engine()
    last_command = 0.0
    last_beat = 0.0
    exit_ide = False
    while True:
        try:
            now = time.time()
            if now - last_beat >= HEARTBEAT_SECONDS:
                write_heartbeat(None)
                last_beat = now
            if not os.path.isdir(IPC_DIR):
                break
            if os.path.exists(TERMINATE_FILE):
                try:
                    exit_ide = bool(read_json(TERMINATE_FILE).get('exit_ide'))
                except Exception:
                    exit_ide = True
                break
            command = next_command()
            if command is not None:
                process_command(command)
                last_command = time.time()
                write_heartbeat(None)
                last_beat = last_command
                continue
            fast = time.time() - last_command < FAST_WINDOW_SECONDS
            pump(engine, FAST_POLL_MS if fast else IDLE_POLL_MS)
        except KeyboardInterrupt:
            continue
        except Exception:
            log('watcher loop: ' + traceback.format_exc())
            pump(engine, IDLE_POLL_MS)
    if exit_ide and engine is not None:
        engine.system.exit(0)


main()
