"""The stand-in IDE's UI thread: its message loop, the WinForms timers it serves, the running-script context, and
menu commands a simulated user gives.

What the real IDE does and the stand-in models:
- While a script runs (the start-up --runscript, or one started through Execute Script File), CODESYS is in a
  lengthy operation: its menu commands are disabled. A script that never returns keeps them disabled for good.
- The message loop runs when no script runs, and inside `system.delay` (which pumps it). It dispatches WinForms timer
  ticks; a tick can arrive again while an earlier tick's handler pumps the loop.
- A timer tick runs outside any script, so calls that need a running script (the online factories) fail there.
- An enabled WinForms timer nobody references any more is collected and stops ticking.

Simulated user: with CODESYS_STANDIN_UI_DIR set, a file `<name>.request` there holding {"command": "..."} is a menu
command the person clicks. The UI answers in `<name>.answer`: {"command": ..., "enabled": true} when it ran, or
{"enabled": false, "reason": ...} when the menu was greyed out.
"""
import json
import os
import time
import traceback
import weakref

_scripts = []
_timers = []
_before_pump = []
_SLICE_SECONDS = 0.005


def script_running():
    return bool(_scripts)


def running_script():
    """The innermost script the IDE is running, or None."""
    return _scripts[-1] if _scripts else None


class ScriptContext(object):
    """Marks a script the IDE runs (start-up script, Execute Script File) for as long as it runs."""

    def __init__(self, path):
        self.path = path

    def __enter__(self):
        _scripts.append(self.path)
        return self

    def __exit__(self, *exc):
        _scripts.pop()
        if not _scripts:
            # scriptDoc.txt: default credentials last "until the end of the current script execution", and online
            # objects are "automatically disposed when the script execution ends". A loop watcher is one execution.
            for hook in _script_end_hooks:
                hook()
        return False


_script_end_hooks = []


def at_script_end(hook):
    """`hook()` runs each time the outermost running script ends."""
    _script_end_hooks.append(hook)


def register_timer(timer):
    _timers.append(weakref.ref(timer))


def before_pump(hook):
    """Fault injection: `hook()` runs before every turn of the message loop (a modal dialog never returns from it)."""
    _before_pump.append(hook)


def pump(milliseconds):
    """Runs the message loop for about `milliseconds` (at least one turn)."""
    deadline = time.time() + max(0, milliseconds) / 1000.0
    while True:
        _turn()
        remaining = deadline - time.time()
        if remaining <= 0:
            return
        time.sleep(min(remaining, _next_due(), _SLICE_SECONDS))


def pump_forever():
    while True:
        _turn()
        time.sleep(min(_next_due(), _SLICE_SECONDS))


def _turn():
    for hook in _before_pump:
        hook()
    _dispatch_timers()
    _serve_user()


def _next_due():
    now = time.time()
    waits = [max(0.0, t._due - now) for t in _live_timers() if t.Enabled]
    return min(waits) if waits else _SLICE_SECONDS


def _live_timers():
    alive = []
    for ref in list(_timers):
        timer = ref()
        if timer is None or timer._disposed:
            _timers.remove(ref)
        else:
            alive.append(timer)
    return alive


def _dispatch_timers():
    now = time.time()
    for timer in _live_timers():
        if timer.Enabled and now >= timer._due:
            timer._due = now + timer.Interval / 1000.0
            try:
                timer.Tick._raise(timer, None)
            except Exception:
                # An exception escaping a tick handler would show CODESYS's exception dialog; the stand-in logs it.
                traceback.print_exc()


def _serve_user():
    folder = os.environ.get('CODESYS_STANDIN_UI_DIR')
    if not folder:
        return
    try:
        names = sorted(n for n in os.listdir(folder) if n.endswith('.request'))
    except OSError:
        return
    for name in names:
        path = os.path.join(folder, name)
        try:
            with open(path, 'r', encoding='utf-8') as handle:
                command = json.load(handle).get('command')
        except (OSError, ValueError):
            continue  # still being written
        if script_running():
            answer = {'command': command, 'enabled': False, 'reason': 'A script is running; the command is disabled until it ends'}
        else:
            answer = {'command': command, 'enabled': True}
        answer_path = os.path.join(folder, name[:-len('.request')] + '.answer')
        with open(answer_path + '.tmp', 'w', encoding='utf-8') as handle:
            json.dump(answer, handle)
        os.replace(answer_path + '.tmp', answer_path)
        os.remove(path)


# Scripts the IDE itself ran (start-up script, Execute Script File), as opposed to code those scripts exec.
ide_scripts = set()


def run_script(path, scriptargs):
    """Runs a script file the way the IDE does: implicit `from scriptengine import *`, sys.argv, a running-script
    context for its whole run. Returns the exit code a headless run ends with."""
    import builtins
    import sys
    import scriptengine
    ide_scripts.add(os.path.realpath(path))
    with open(path, 'rb') as handle:
        source = handle.read()
    with ScriptContext(path):
        script_globals = scriptengine.script_globals()
        script_globals.update({'__name__': '__main__', '__file__': path, '__builtins__': builtins})
        sys.argv = [path] + list(scriptargs)
        try:
            exec(compile(source, path, 'exec'), script_globals)
        except SystemExit as exit_:
            return exit_.code if isinstance(exit_.code, int) else (0 if exit_.code is None else 1)
        except KeyboardInterrupt:
            # Never a silent failure: whoever sees the exit code also sees why.
            sys.stderr.write('CODESYS: the script %s was interrupted\n' % path)
            return 1
        except Exception:
            traceback.print_exc()
            return 1
    return 0


def run_source(source):
    """Runs Python source as a script of its own (an executor's ExecuteSource): implicit `from scriptengine import *`
    and a running-script context while it runs. Exceptions reach the caller."""
    import builtins
    import scriptengine
    with ScriptContext('<source>'):
        script_globals = scriptengine.script_globals()
        script_globals.update({'__name__': '__main__', '__builtins__': builtins})
        exec(compile(source, '<source>', 'exec'), script_globals)
