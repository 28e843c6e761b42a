"""`openplc-cli compile`: the editor's STruC++-era pipeline stages, run over the project's real sources. Diagnostics
reach stderr the way the editor's CLI writes STruC++'s: `error: [<POU> / body line N]` on its own line, then STruC++'s
`<POU>.st:N:C: error: message`, the source line and a caret line (and a `note:` line for some syntax errors), with
body lines counted from the first non-blank line after the last END_VAR."""

import os
import shutil
import time

from .boards import BOARDS, arduino_core
from .pou_checker import check_project, missing_members

RUNTIME_V4 = "OpenPLC Runtime v4"
RUNTIME_V3 = "OpenPLC Runtime v3"
KNOWN_TARGETS = sorted(BOARDS)
STRUCPP_VERSION = "0.6.1"


class CompileFailure(Exception):
    def __init__(self, code, message, exit_code):
        Exception.__init__(self, message)
        self.code = code
        self.message = message
        self.exit_code = exit_code


def compile_project(project, target, clean, console):
    if project.type == "plc-library":
        raise CompileFailure("invalid_argument", "%s is a plc-library; build libraries with `openplc-cli library build`" % project.name, 2)
    if target not in KNOWN_TARGETS:
        raise CompileFailure("target_unknown", "Unknown target \"%s\". Known targets: %s" % (target, ", ".join(KNOWN_TARGETS)), 3)
    build_directory = os.path.join(project.root, "build", target)
    started = time.time()

    console.stage("preprocess", "Loading project \"%s\" (%d POUs) from %s" % (project.name, len(project.pous), project.root))
    if clean and os.path.isdir(build_directory):
        shutil.rmtree(build_directory)
    for pou in project.pous:
        if pou.language in ("python", "cpp"):
            console.stage("preprocess", "Extracting %s block %s" % (pou.language.upper(), pou.name))

    console.stage("validate", "Validating program instances and located variables")
    validation = _validate(project)
    for message in validation:
        console.error("Validation failed: %s" % message)
    if validation:
        raise CompileFailure("compile_failed", "Validation failed with %d error(s); see stderr" % len(validation), 4)

    console.stage("st", "Generating program.st")
    source_directory = os.path.join(build_directory, "src")
    os.makedirs(source_directory, exist_ok=True)
    with open(os.path.join(source_directory, "program.st"), "w", encoding="utf-8", newline="\n") as handle:
        handle.write(_program_st(project))

    console.stage("strucpp", "Compiling %d POUs with STruC++ %s" % (len(project.pous), STRUCPP_VERSION))
    parsed_pous, findings = check_project(project)
    errors = [f for f in findings if f.severity == "error"]
    type_errors = project.data_type_problems
    if errors or type_errors:
        console.error("STruC++ compilation failed:")
    for problem in type_errors:
        console.error("%s:%d:%d: error: %s" % (problem.path, problem.line, problem.col, problem.message))
    warnings = []
    for finding in findings:
        lines = _format_finding(finding)
        if finding.severity == "error":
            console.error(lines[0], lines[1:])
        else:
            console.warning(lines[0], lines[1:])
            warnings.append("\n".join(lines[:2]))
    if errors or type_errors:
        count = len(errors) + len(type_errors)
        raise CompileFailure("compile_failed", "STruC++ reported %d error(s); see stderr" % count, 4)

    for stage, message in _target_stages(target, project):
        console.stage(stage, message)
    if arduino_core(target) is not None:
        _compile_sketch(project, parsed_pous, build_directory, console)
    console.stage("done", "Build finished in %.1f s" % (time.time() - started))
    return {
        "project": project.name,
        "projectPath": project.root,
        "target": target,
        "uploaded": False,
        "buildDirectory": build_directory,
        "warnings": warnings,
    }


def _validate(project):
    programs = set(p.name for p in project.pous if p.kind == "program")
    tasks = set(t.get("name") for t in project.tasks)
    problems = []
    for instance in project.instances:
        name = instance.get("name")
        if instance.get("program") not in programs:
            problems.append("program instance \"%s\" runs program \"%s\", which does not exist" % (name, instance.get("program")))
        if instance.get("task") not in tasks:
            problems.append("program instance \"%s\" runs on task \"%s\", which does not exist" % (name, instance.get("task")))
    return problems


def _target_stages(target, project):
    if target == RUNTIME_V4:
        return [("confs", "Writing protocol configuration"), ("runtime-v4-bundle", "Bundling sources for %s" % target)]
    if target == RUNTIME_V3:
        return [("embed-c-blocks", "Embedding C blocks into program.st")]
    core = arduino_core(target)
    if core is None:
        return [("firmware-bundle", "Bundling sources for the %s runtime" % target)]
    return [
        ("firmware-bundle", "Writing Baremetal.ino and defines.h"),
        ("core-install", "Core %s is already installed" % core),
        ("lib-install", "Libraries are up to date"),
        ("arduino-compile", "Compiling sketch for %s (%s)" % (target, core)),
    ]


def _compile_sketch(project, parsed_pous, build_directory, console):
    """arduino-cli compiles the C++ STruC++ generated; what STruC++ let through but C++ rejects fails here."""
    problems = missing_members(project, parsed_pous)
    if not problems:
        return
    console.error("arduino-cli compile failed:")
    for pou, token, message in problems:
        console.error("%s: error: %s (generated from %s, line %d)" % (
            os.path.join(build_directory, "src", pou.name.upper() + ".cpp"), message, pou.path, token.line))
    raise CompileFailure("compile_failed", "arduino-cli compile failed with %d error(s); see stderr" % len(problems), 4)


def _program_st(project):
    """The monolithic program.st the pipeline hands to STruC++: types, POUs, then the configuration."""
    parts = []
    for data_type in sorted(project.data_types.values(), key=lambda t: t.name.upper()):
        if data_type.origin and data_type.origin.endswith(".dt"):
            with open(os.path.join(project.root, data_type.origin), "r", encoding="utf-8") as handle:
                parts.append(handle.read().rstrip() + "\n")
    for pou in project.pous:
        if pou.language in ("st", "il"):
            parts.append(pou.text.rstrip() + "\n")
        else:
            parts.append("(* %s: %s body compiled separately *)\n" % (pou.name, pou.language.upper()))
    # The globals belong to the configuration: STruC++'s RESOURCE holds only tasks and program instances.
    lines = ["CONFIGURATION Config0"]
    if project.globals:
        lines.append("  VAR_GLOBAL")
        for name, type_text, location in project.globals:
            lines.append("    %s%s : %s;" % (name, " AT " + location if location else "", type_text))
        lines.append("  END_VAR")
    lines.append("  RESOURCE Res0 ON PLC")
    for task in project.tasks:
        lines.append("    TASK %s(INTERVAL := %s, PRIORITY := %s);" % (task.get("name"), task.get("interval"), task.get("priority")))
    for instance in project.instances:
        lines.append("    PROGRAM %s WITH %s : %s;" % (instance.get("name"), instance.get("task"), instance.get("program")))
    lines += ["  END_RESOURCE", "END_CONFIGURATION"]
    parts.append("\n".join(lines) + "\n")
    return "\n".join(parts)


def _format_finding(finding):
    """The diagnostic as the editor's CLI prints it: the location line, STruC++'s header with the line number the
    editor asks for (body-relative in the body), the source line with that number in the gutter, the caret line and
    STruC++'s hint, if any."""
    pou = finding.pou
    synthetic = "%s.%s" % (pou.name, "il" if pou.language == "il" else "st")
    line = finding.line
    if finding.section == "pou":
        # No line to show (a lexer error): the editor prefixes the POU alone, STruC++ prints no source line.
        return ["[%s]" % pou.name, "%s:0:0: %s: %s" % (synthetic, finding.severity, finding.message)]
    if finding.section == "body" and finding.body_start_line:
        shown = line - finding.body_start_line + 1
        location = "[%s / body line %d]" % (pou.name, shown)
    elif finding.section == "variable" and finding.variable:
        shown = line
        location = "[%s / variable %s]" % (pou.name, finding.variable)
    else:
        shown = line
        location = "[%s / variables, line %d]" % (pou.name, line)
    source = pou.lines[line - 1].rstrip("\r") if 0 < line <= len(pou.lines) else ""
    gutter = "%4d | " % shown
    blank = " " * (len(gutter) - 2) + "| "
    lines = [location, "%s:%d:%d: %s: %s" % (synthetic, shown, finding.col, finding.severity, finding.message),
             gutter + source.rstrip(), blank + " " * (finding.col - 1) + "^"]
    if finding.note:
        lines.append(blank + "note: " + finding.note)
    return lines
