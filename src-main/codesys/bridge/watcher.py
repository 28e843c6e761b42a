# Interlock watcher: runs inside CODESYS (IronPython 2.7) through --runscript and executes the commands Interlock
# drops into this session's directory. The same file runs on python3 in the CODESYS stand-in. ASCII only.
#
# Two ways to wait for commands (Settings -> CODESYS -> watcher):
#   timer  installs a System.Windows.Forms.Timer on the UI thread and lets the start-up script return, so the IDE is
#          not "running a script" between commands and the person can use its menus. Commands run on timer ticks; a
#          busy flag keeps a tick that arrives while a command pumps the message loop from starting another.
#          A tick runs outside any script, and some API calls need a running script (the online factories raise
#          "Stack empty" otherwise): a command that asks for a script context runs a small runner script through the
#          IDE's own Execute Script File helper (CommandHelper.ExecuteScript, looked up by its parameter types), or
#          else through the online layer's script executor (online._executor.ExecuteSource); with neither, the
#          command's error says so and points to the loop watcher.
#   loop   the start-up script never returns and polls with system.delay: everything has a script context, but CODESYS
#          stays in a lengthy operation with its menus disabled for the whole session. The fallback when no timer
#          can be installed.
#
# Protocol (see src-main/codesys/bridge/ipc-client.ts):
#   commands/<id>.params.json, commands/<id>.py, then commands/<id>.command.json   written by Interlock, in that order
#   results/<id>.result.json (requestId, exitCode, output, error)                written here, UTF-8
#   ready.signal (version, pid), heartbeat (timestamp, pid, mode), terminate.signal   written here / by Interlock
#   A command file disappears when the watcher takes it: from then on Interlock knows the watcher is busy with it
#   (it cannot beat while the command runs), with no write of its own on the command's path.
from __future__ import print_function

import codecs
import json
import numbers
import os
import sys
import time
import traceback

WATCHER_VERSION = '1.1.0'
# The launcher replaces these literals with the session directory (a Python unicode literal, ASCII-escaped) and the
# configured mode ('timer' or 'loop').
IPC_DIR = u'__INTERLOCK_IPC_DIR__'
WATCHER_MODE = '__INTERLOCK_WATCHER_MODE__'

COMMANDS_DIR = os.path.join(IPC_DIR, 'commands')
RESULTS_DIR = os.path.join(IPC_DIR, 'results')
READY_FILE = os.path.join(IPC_DIR, 'ready.signal')
TERMINATE_FILE = os.path.join(IPC_DIR, 'terminate.signal')
HEARTBEAT_FILE = os.path.join(IPC_DIR, 'heartbeat')
ERROR_FILE = os.path.join(IPC_DIR, 'watcher_error.txt')
LOG_FILE = os.path.join(IPC_DIR, 'watcher.log')
RUNNER_FILE = os.path.join(IPC_DIR, 'runner.py')
# AppDomain data slots outlive the start-up script: the timer (kept referenced, or it would be collected and stop)
# and the hand-over the runner script calls.
TIMER_SLOT = u'interlock-watcher-timer:' + IPC_DIR
RUN_SLOT = u'interlock-watcher-run:' + IPC_DIR

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


def write_heartbeat():
    now = time.time()
    STATE['last_beat'] = now
    try:
        write_json(HEARTBEAT_FILE, {'timestamp': now, 'pid': current_pid(), 'mode': STATE['mode']})
    except Exception:
        log('could not write the heartbeat: ' + traceback.format_exc())


def beat_if_due():
    if time.time() - STATE['last_beat'] >= HEARTBEAT_SECONDS:
        write_heartbeat()


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


def execute_script(script_path, params_path, exec_in_script=None, route=None, route_note=None):
    """Runs one command; `exec_in_script(source, path, globals)` is the runner's exec, which compiles and runs the
    command inside the script the IDE is running (code compiled here would have no script context). `route` says
    how it got a running script: 'loop', 'execute_script', 'online_executor', or 'tick' (none)."""
    handle = open(script_path, 'rb')
    try:
        source = handle.read()
    finally:
        handle.close()
    capture = OutputCapture()
    # Fresh globals per command: nothing leaks from one command into the next.
    exec_globals = {
        '__builtins__': __builtins__,
        '__name__': '__interlock_command__',
        '__file__': script_path,
        '__interlock_capture__': capture,
        'INTERLOCK_PARAMS_PATH': params_path,
        'INTERLOCK_SCRIPT_ROUTE': route or STATE['mode'],
        # Why no route gave this command a running script (it asked for one), for the doctor's probe.
        'INTERLOCK_ROUTE_NOTE': route_note,
        'sys': sys,
        'os': os,
        'time': time,
        'traceback': traceback,
    }
    saved = (sys.stdout, sys.stderr)
    sys.stdout = sys.stderr = capture
    exit_code = 0
    error = u''
    try:
        if exec_in_script is not None:
            exec_in_script(source, script_path, exec_globals)
        else:
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
    # What the output's markers mean is Interlock's to read (script-executor.ts), the same for every way of running.
    return exit_code, capture.getvalue(), error


def with_note(output, error, note):
    """A SCRIPT_ERROR line that repeats the command's own error and adds `note` (the last such line is the message)."""
    reported = [line.strip() for line in output.splitlines() if line.strip().startswith('SCRIPT_ERROR')]
    if reported:
        message = reported[-1][len('SCRIPT_ERROR'):].lstrip(':').strip()
    else:
        lines = [line.strip() for line in error.splitlines() if line.strip()]
        message = lines[-1] if lines else u'The command failed'
    return u'\nSCRIPT_ERROR: %s (%s)\n' % (message, note)


def read_command(command_path):
    command = read_json(command_path)
    return command, command.get('scriptPath'), command.get('paramsPath')


def process_command(command_path, exec_in_script=None, route=None, failure_note=None):
    request_id = os.path.basename(command_path)[:-len('.command.json')]
    script_path = None
    params_path = None
    result = {'requestId': request_id, 'exitCode': 1, 'output': u'', 'error': u''}
    try:
        command, script_path, params_path = read_command(command_path)
        result['requestId'] = command.get('requestId', request_id)
        # Taking the command file away tells Interlock the command runs (and it can never run twice).
        remove_quietly(command_path)
        exit_code, output, error = execute_script(script_path, params_path, exec_in_script, route, failure_note)
        result['exitCode'] = exit_code
        result['output'] = output
        result['error'] = error
        if exit_code != 0 and failure_note:
            result['output'] = output + with_note(output, error, failure_note)
    except KeyboardInterrupt:
        result['error'] = u'The command was cancelled in CODESYS'
    except Exception:
        result['error'] = u'The watcher could not run the command: ' + to_text(traceback.format_exc())
    finally:
        # Removed before the answer goes out (whoever reads the answer finds the command gone), and even when the
        # answer cannot be written: a command left behind would run again and again.
        for path in (command_path, script_path, params_path):
            remove_quietly(path)
        result['timestamp'] = time.time()
        # After a long command the last beat is old: a fresh one goes out before the answer, so Interlock never sees
        # a stale beat once the command is over. A quick command's answer waits for no beat.
        beat_if_due()
        try:
            write_json(os.path.join(RESULTS_DIR, request_id + '.result.json'), result)
        except Exception:
            log('could not write the result of %s: %s' % (request_id, traceback.format_exc()))


def next_command():
    try:
        names = os.listdir(COMMANDS_DIR)
    except OSError:
        return None
    names = sorted(name for name in names if name.endswith('.command.json'))
    return os.path.join(COMMANDS_DIR, names[0]) if names else None


def terminate_requested():
    """None to go on; otherwise whether to close the IDE too (False: Interlock only lets go of it)."""
    if not os.path.isdir(IPC_DIR):
        return False
    if not os.path.exists(TERMINATE_FILE):
        return None
    try:
        return bool(read_json(TERMINATE_FILE).get('exit_ide'))
    except Exception:
        return True


def poll_once(dispatch):
    """One look for work: 'stop', 'ran' (a command ran) or 'idle'. Writes the heartbeat when it is due."""
    beat_if_due()
    stop = terminate_requested()
    if stop is not None:
        STATE['exit_ide'] = stop
        return 'stop'
    command = next_command()
    if command is None:
        return 'idle'
    dispatch(command)
    STATE['last_command'] = time.time()
    return 'ran'


def fast_polling():
    return time.time() - STATE['last_command'] < FAST_WINDOW_SECONDS


STATE = {'mode': 'loop', 'engine': None, 'busy': False, 'timer': None, 'pending': None, 'last_beat': 0.0, 'last_command': 0.0,
         'exit_ide': False, 'routes': {}}


# -- loop mode


def pump(engine, milliseconds):
    """Waits while the IDE's message loop keeps running (system.delay), so the UI stays responsive."""
    try:
        if engine is not None:
            engine.system.delay(milliseconds)
        else:
            time.sleep(milliseconds / 1000.0)
    except KeyboardInterrupt:
        pass


def run_loop(engine):
    STATE['mode'] = 'loop'
    while True:
        try:
            status = poll_once(process_command)
            if status == 'stop':
                break
            if status == 'idle':
                pump(engine, FAST_POLL_MS if fast_polling() else IDLE_POLL_MS)
        except KeyboardInterrupt:
            continue
        except Exception:
            log('watcher loop: ' + traceback.format_exc())
            pump(engine, IDLE_POLL_MS)
    finish(engine)


def finish(engine):
    if STATE['exit_ide'] and engine is not None:
        engine.system.exit(0)


# -- timer mode

RUNNER_SOURCE = """# Interlock: runs the pending command inside this script, which the IDE runs (Execute Script File, or the online
# layer's script executor).
import System


def interlock_exec(source, path, exec_globals):
    import sys
    capture = exec_globals.get('__interlock_capture__')
    saved = (sys.stdout, sys.stderr)
    if capture is not None:
        sys.stdout = sys.stderr = capture
    try:
        exec(compile(source, path, 'exec'), exec_globals)
    finally:
        sys.stdout, sys.stderr = saved


System.AppDomain.CurrentDomain.GetData(%s)(interlock_exec)
"""


def runner_source():
    return RUNNER_SOURCE % unicode_literal(RUN_SLOT)


def unicode_literal(text):
    """An ASCII Python literal for `text`, valid in IronPython 2.7 and python3."""
    return 'u' + json.dumps(to_text(text))


def read_command_quietly(command_path):
    try:
        return read_json(command_path)
    except Exception:
        return {}


# The ways a tick can give a command a running script, in the order they are tried. Neither is documented: the first
# was found by a peer on SP21 (Execute Script File's internal helper), the second on SP16 (the online layer's own
# script executor). `interlock doctor codesys` probes both on the person's IDE.
SCRIPT_ROUTES = ('execute_script', 'online_executor')
ROUTE_NAMES = {
    'execute_script': 'Execute Script File (CommandHelper.ExecuteScript)',
    'online_executor': "the online layer's script executor (online._executor.ExecuteSource)",
}
NO_ROUTE_ADVICE = (u'This CODESYS gave the command no running script, which the online calls need. Set Settings, CODESYS, '
                   u'watcher to "loop" (the start-up script keeps running, so every command has one; CODESYS keeps its '
                   u'menus disabled while Interlock is connected) or run the command headless.')


def find_execute_script():
    """(method, None) for the static _3S.CoDeSys.ScriptEngine.CommandHelper.ExecuteScript(String) in ScriptEngine.plugin,
    or (None, why). Chosen by its parameter types, so another overload on another build cannot make the lookup
    ambiguous; every reflection call is guarded, so a build without it only loses this route."""
    try:
        import System
        helper = None
        for assembly in System.AppDomain.CurrentDomain.GetAssemblies():
            if assembly.GetName().Name == 'ScriptEngine.plugin':
                helper = assembly.GetType('_3S.CoDeSys.ScriptEngine.CommandHelper')
                if helper is None:
                    return None, u'ScriptEngine.plugin has no type _3S.CoDeSys.ScriptEngine.CommandHelper'
                break
        else:
            return None, u'the assembly ScriptEngine.plugin is not loaded'
        for method in helper.GetMethods():
            if method.Name != 'ExecuteScript' or not method.IsStatic:
                continue
            parameters = method.GetParameters()
            if len(parameters) == 1 and parameters[0].ParameterType.FullName == 'System.String':
                return method, None
        return None, u'CommandHelper has no static ExecuteScript(String)'
    except Exception as error:
        return None, u'looking up CommandHelper.ExecuteScript failed: ' + to_text(error)


def find_online_executor(engine):
    """(executor, None) for the private field _executor of scriptengine.online, which runs source as a script
    (ExecuteSource), or (None, why)."""
    try:
        if engine is None or not hasattr(engine, 'online'):
            return None, u'scriptengine has no online layer'
        import clr
        from System.Reflection import BindingFlags
        field = clr.GetClrType(type(engine.online)).GetField('_executor', BindingFlags.NonPublic | BindingFlags.Instance)
        if field is None:
            return None, u'scriptengine.online has no private field _executor'
        executor = field.GetValue(engine.online)
        if executor is None or not hasattr(executor, 'ExecuteSource'):
            return None, u'scriptengine.online._executor has no ExecuteSource'
        return executor, None
    except Exception as error:
        return None, u'looking up scriptengine.online._executor failed: ' + to_text(error)


def script_route(name):
    """(entry point, None) or (None, why) for one route, looked up once per session."""
    found = STATE['routes'].get(name)
    if found is None:
        found = find_execute_script() if name == 'execute_script' else find_online_executor(STATE['engine'])
        STATE['routes'][name] = found
        if found[0] is None:
            log('%s is not available: %s' % (ROUTE_NAMES[name], found[1]))
    return found


def run_through(name, command_path):
    """Hands the command to the runner through one route; None when the route ran it, else why not."""
    entry, why = script_route(name)
    if entry is None:
        return why
    STATE['pending'] = (command_path, name)
    try:
        if name == 'execute_script':
            import System
            entry.Invoke(None, System.Array[System.Object]([RUNNER_FILE]))
        else:
            entry.ExecuteSource(runner_source())
    except Exception as error:
        log('%s failed: %s' % (ROUTE_NAMES[name], traceback.format_exc()))
        if not os.path.exists(command_path):
            return None
        return u'it failed: ' + to_text(error)
    finally:
        STATE['pending'] = None
    if os.path.exists(command_path):
        return u'the runner script did not take the command'
    return None


def run_pending(exec_in_script):
    """Called by the runner script: runs the pending command with the runner's exec."""
    pending = STATE['pending']
    STATE['pending'] = None
    if pending is not None:
        process_command(pending[0], exec_in_script, pending[1])


def dispatch_on_tick(command_path):
    command = read_command_quietly(command_path)
    if not command.get('scriptContext'):
        process_command(command_path, route='tick')
        return
    # The doctor asks for one route at a time; tools take the first that works.
    requested = command.get('scriptRoute')
    routes = [requested] if requested in SCRIPT_ROUTES else list(SCRIPT_ROUTES)
    missing = []
    for name in routes:
        why = run_through(name, command_path)
        if why is None:
            return
        missing.append(u'%s: %s' % (ROUTE_NAMES[name], why))
    # No route took it: run it here all the same, so it gets an answer; if it fails, the answer says what was missing.
    if os.path.exists(command_path):
        process_command(command_path, route='tick', failure_note=u'%s Not available: %s.' % (NO_ROUTE_ADVICE, u'; '.join(missing)))


def on_tick(sender, args):
    # A command that pumps the message loop (system.delay, a dialog) lets the timer tick again in the middle of it.
    if STATE['busy']:
        return
    STATE['busy'] = True
    try:
        status = poll_once(dispatch_on_tick)
        timer = STATE['timer']
        if status == 'stop':
            stop_timer()
            finish(STATE['engine'])
        elif timer is not None:
            interval = FAST_POLL_MS if fast_polling() else IDLE_POLL_MS
            if timer.Interval != interval:
                timer.Interval = interval
    except KeyboardInterrupt:
        pass
    except Exception:
        log('watcher tick: ' + traceback.format_exc())
    finally:
        STATE['busy'] = False


def stop_timer():
    import System
    timer = STATE['timer']
    STATE['timer'] = None
    if timer is not None:
        timer.Stop()
        timer.Dispose()
    System.AppDomain.CurrentDomain.SetData(TIMER_SLOT, None)
    System.AppDomain.CurrentDomain.SetData(RUN_SLOT, None)
    remove_quietly(RUNNER_FILE)


def install_timer(engine):
    """Starts the UI-thread timer; the caller then returns. Raises if this IDE has no WinForms timer."""
    import clr
    clr.AddReference('System.Windows.Forms')
    import System
    from System.Windows.Forms import Timer
    domain = System.AppDomain.CurrentDomain
    previous = domain.GetData(TIMER_SLOT)
    if previous is not None:
        previous.Stop()
        previous.Dispose()
    runner = codecs.open(RUNNER_FILE, 'w', 'ascii')
    try:
        runner.write(runner_source())
    finally:
        runner.close()
    domain.SetData(RUN_SLOT, run_pending)
    timer = Timer()
    timer.Interval = IDLE_POLL_MS
    timer.Tick += on_tick
    STATE['engine'] = engine
    STATE['timer'] = timer
    STATE['mode'] = 'timer'
    domain.SetData(TIMER_SLOT, timer)
    timer.Start()
    write_heartbeat()


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
    if WATCHER_MODE == 'timer':
        try:
            install_timer(engine)
            return
        except Exception:
            write_text(ERROR_FILE, u'No UI timer could be installed; waiting for commands in a loop instead (CODESYS menus '
                       u'stay disabled):\n' + to_text(traceback.format_exc()))
    run_loop(engine)


main()
