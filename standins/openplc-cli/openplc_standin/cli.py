"""Command line, output contract and exit codes of `openplc-cli`.

stdout carries exactly one JSON document: `{"ok": true, ...}` or `{"ok": false, "error": {"code", "message"}}`.
Progress, diagnostics and help go to stderr, mixed with the Chromium log lines and user-data notices the real CLI
(an Electron app) prints on every start. JSON mode is on when stdout is not a terminal, or with --json.
"""

import json
import os
import sys
import time

from .compiler import CompileFailure, compile_project
from .project import ProjectError, load_project

VERSION = "4.3.2"
EXIT_CODES = {
    "ok": 0, "unknown_command": 2, "missing_argument": 2, "invalid_argument": 2, "project_not_found": 3,
    "project_invalid": 3, "target_unknown": 3, "compile_failed": 4, "not_supported": 2, "timeout": 8, "internal": 70,
}
COMMANDS = ("create", "install-cli", "devices", "library", "compile", "upload", "debug")
USAGE = """Usage: openplc-cli <command> [options]

Commands:
  compile <project> [--target <board>] [--port <serial>] [--clean]   Compile a project

Options:
  --json / --no-json     Force JSON output on stdout (default when stdout is not a terminal)
  --user-data <dir>      Use another user-data directory
  --help                 Show this help
  --version              Show the version"""


class Console(object):
    """stderr: progress per pipeline stage and diagnostics, each error line prefixed `error: `."""

    def __init__(self):
        self.delay = int(os.environ.get("OPENPLC_STANDIN_STAGE_DELAY_MS", "0") or 0) / 1000.0

    def write(self, line):
        sys.stderr.write(line + "\n")
        sys.stderr.flush()

    def stage(self, name, message):
        if self.delay:
            time.sleep(self.delay)
        self.write("[%s] %s" % (name, message))

    def error(self, first, continuation=()):
        self.write("error: " + first)
        for line in continuation:
            self.write(line)

    def warning(self, first, continuation=()):
        self.write("warning: " + first)
        for line in continuation:
            self.write(line)

    def electron_startup_noise(self, user_data):
        """What Electron prints on a headless Linux box before the CLI's own code runs."""
        now = time.localtime()
        stamp = "%s/%s.%06d" % (time.strftime("%m%d", now), time.strftime("%H%M%S", now), int(time.time() * 1e6) % 1000000)
        pid = os.getpid()
        self.write("[%d:%s:ERROR:bus.cc(407)] Failed to connect to the bus: Could not parse server address: "
                   "Unknown address type (examples of valid types are \"tcp\" and on UNIX \"unix\")" % (pid, stamp))
        self.write("[%d:%s:ERROR:object_proxy.cc(576)] Failed to call method: org.freedesktop.DBus.Properties.Get: "
                   "object_path= /org/freedesktop/portal/desktop: org.freedesktop.DBus.Error.ServiceUnknown: "
                   "The name org.freedesktop.portal.Desktop was not provided by any .service files" % (pid, stamp))
        self.write("File already exists at %s" % os.path.join(user_data, "arduino-cli.yaml"))
        self.write("Skipping creation.")


def main(argv):
    console = Console()
    json_mode = not sys.stdout.isatty()
    options = {"user-data": os.path.join(os.path.expanduser("~"), ".config", "OpenPLC Editor")}
    positionals = []
    try:
        i = 0
        while i < len(argv):
            arg = argv[i]
            if arg == "--json":
                json_mode = True
            elif arg == "--no-json":
                json_mode = False
            elif arg in ("--help", "-h"):
                options["help"] = True
            elif arg == "--version":
                options["version"] = True
            elif arg == "--clean":
                options["clean"] = True
            elif arg.startswith("--ozone-platform"):
                pass  # Electron's own switch, passed through by the launcher
            elif arg.split("=", 1)[0] in ("--target", "--port", "--user-data"):
                name, _, value = arg[2:].partition("=")
                if not value:
                    i += 1
                    if i >= len(argv) or argv[i].startswith("--"):
                        return finish(json_mode, failure("missing_argument", "--%s needs a value" % name))
                    value = argv[i]
                options[name] = value
            elif arg.startswith("-"):
                return finish(json_mode, failure("invalid_argument", "Unknown option %s" % arg))
            else:
                positionals.append(arg)
            i += 1

        if options.get("version"):
            return finish(json_mode, {"ok": True, "version": VERSION})
        if options.get("help") or not positionals:
            console.write(USAGE)
            if options.get("help"):
                return finish(json_mode, {"ok": True})
            return finish(json_mode, failure("missing_argument", "No command given; see --help"))

        command = positionals[0]
        if command not in COMMANDS:
            return finish(json_mode, failure("unknown_command", "Unknown command \"%s\"; see --help" % command))
        console.electron_startup_noise(options["user-data"])
        if command != "compile":
            return finish(json_mode, failure("not_supported", "This openplc-cli build supports only the compile command"))
        if len(positionals) < 2:
            return finish(json_mode, failure("missing_argument", "compile needs the project folder: openplc-cli compile <project>"))
        if len(positionals) > 2:
            return finish(json_mode, failure("invalid_argument", "Unexpected argument \"%s\"" % positionals[2]))

        project = load_project(positionals[1])
        target = options.get("target") or project.device_board
        result = compile_project(project, target, options.get("clean", False), console)
        result["ok"] = True
        return finish(json_mode, result)
    except ProjectError as err:
        return finish(json_mode, failure(err.code, err.message))
    except CompileFailure as err:
        return finish(json_mode, failure(err.code, err.message), err.exit_code)
    except KeyboardInterrupt:
        return finish(json_mode, failure("internal", "Interrupted"))
    except Exception as err:  # the real CLI reports any crash as `internal`
        return finish(json_mode, failure("internal", "%s: %s" % (type(err).__name__, err)))


def failure(code, message):
    return {"ok": False, "error": {"code": code, "message": message}}


def finish(json_mode, document, exit_code=None):
    if exit_code is None:
        exit_code = EXIT_CODES["ok"] if document.get("ok") else EXIT_CODES.get(document["error"]["code"], 70)
    if json_mode:
        sys.stdout.write(json.dumps(document) + "\n")
    elif document.get("ok"):
        sys.stdout.write("Compiled %s for %s\n" % (document.get("project", ""), document.get("target", "")) if "target" in document else "ok\n")
    else:
        sys.stdout.write("Error (%s): %s\n" % (document["error"]["code"], document["error"]["message"]))
    sys.stdout.flush()
    return exit_code
