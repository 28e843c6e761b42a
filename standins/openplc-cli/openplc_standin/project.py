"""Loads an OpenPLC Editor project the way the editor's CLI does: project.json, the POU files under pous/, data
types from datatypes/*.dt (or the inline list of older projects), the resource, and the device board. Missing
device files get the editor's defaults."""

import json
import os
import re

from .st_lexer import LexError, tokenize
from .st_parser import ParseError, parse_type_block

POU_FOLDERS = (("function", "pous/functions"), ("function-block", "pous/function-blocks"), ("program", "pous/programs"))
LANGUAGES = {".st": "st", ".il": "il", ".ld": "ld", ".fbd": "fbd", ".py": "python", ".cpp": "cpp"}
DEFAULT_BOARD = "OpenPLC Simulator"


class ProjectError(Exception):
    def __init__(self, code, message):
        Exception.__init__(self, message)
        self.code = code
        self.message = message


class PouFile(object):
    def __init__(self, name, kind, language, path, abs_path, text):
        self.name = name
        self.kind = kind
        self.language = language
        self.path = path
        self.abs_path = abs_path
        self.text = text
        self.lines = text.split("\n")


class DataType(object):
    """kind: enum | struct | array | alias. `fields` maps upper-case field names to (name, type name)."""

    def __init__(self, name, kind, values=(), fields=None, origin=None):
        self.name = name
        self.kind = kind
        self.values = list(values)
        self.fields = fields or {}
        self.origin = origin


class DataTypeProblem(object):
    def __init__(self, path, line, col, message):
        self.path = path
        self.line = line
        self.col = col
        self.message = message


class Project(object):
    def __init__(self, root):
        self.root = root
        self.name = ""
        self.type = "plc-project"
        self.pous = []
        self.data_types = {}
        self.data_type_problems = []
        self.globals = []
        self.tasks = []
        self.instances = []
        self.device_board = DEFAULT_BOARD

    def pou(self, name):
        upper = name.upper()
        for pou in self.pous:
            if pou.name.upper() == upper:
                return pou
        return None


def load_project(path):
    root = os.path.realpath(path)
    if not os.path.isdir(root):
        raise ProjectError("project_not_found", "Project folder not found: %s" % path)
    project_file = os.path.join(root, "project.json")
    if not os.path.isfile(project_file):
        raise ProjectError("project_not_found", "No project.json in %s; is this an OpenPLC project folder?" % root)
    try:
        with open(project_file, "r", encoding="utf-8") as handle:
            document = json.load(handle)
    except (ValueError, UnicodeDecodeError) as err:
        raise ProjectError("project_invalid", "project.json could not be parsed: %s" % err)
    if not isinstance(document, dict) or not isinstance(document.get("meta"), dict):
        raise ProjectError("project_invalid", "project.json has no meta object")
    meta = document["meta"]
    data = document.get("data") if isinstance(document.get("data"), dict) else {}

    project = Project(root)
    project.name = meta.get("name") if isinstance(meta.get("name"), str) else os.path.basename(root)
    project.type = "plc-library" if meta.get("type") == "plc-library" else "plc-project"
    project.pous = _load_pous(root)
    _load_data_types(project, root, data)
    _load_resource(project, data)
    project.device_board = _device_board(root)
    return project


def _load_pous(root):
    seen = set()
    pous = []
    for kind, folder in POU_FOLDERS:
        directory = os.path.join(root, *folder.split("/"))
        found = []
        for dirpath, dirnames, filenames in os.walk(directory):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
            for filename in filenames:
                stem, ext = os.path.splitext(filename)
                if filename.startswith(".") or ext.lower() not in LANGUAGES:
                    continue
                abs_path = os.path.join(dirpath, filename)
                found.append((os.path.relpath(abs_path, root).replace(os.sep, "/"), stem, ext.lower(), abs_path))
        for rel, stem, ext, abs_path in sorted(found):
            if stem in seen:
                continue
            seen.add(stem)
            with open(abs_path, "r", encoding="utf-8", newline="") as handle:
                text = handle.read()
            pous.append(PouFile(stem, kind, LANGUAGES[ext], rel, abs_path, text))
    return pous


def _load_data_types(project, root, data):
    directory = os.path.join(root, "datatypes")
    files = []
    for dirpath, dirnames, filenames in os.walk(directory):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        files.extend(os.path.join(dirpath, f) for f in filenames if f.lower().endswith(".dt") and not f.startswith("."))
    if files:
        for abs_path in sorted(files):
            rel = os.path.relpath(abs_path, root).replace(os.sep, "/")
            with open(abs_path, "r", encoding="utf-8") as handle:
                text = handle.read()
            try:
                declarations = parse_type_block(tokenize(text))
            except (LexError, ParseError) as err:
                line, col = (err.line, err.col) if isinstance(err, LexError) else (err.token.line, err.token.col)
                project.data_type_problems.append(DataTypeProblem(rel, line, col, err.message))
                continue
            stem = os.path.splitext(os.path.basename(abs_path))[0]
            if len(declarations) != 1:
                name_token = declarations[1][0] if len(declarations) > 1 else None
                project.data_type_problems.append(DataTypeProblem(
                    rel, name_token.line if name_token else 1, name_token.col if name_token else 1,
                    "a .dt file must declare exactly one data type"))
                continue
            name_token, node = declarations[0]
            if name_token.text.upper() != stem.upper():
                project.data_type_problems.append(DataTypeProblem(
                    rel, name_token.line, name_token.col, "type '%s' is declared in %s; the names must match" % (name_token.text, rel)))
                continue
            if node.kind == "alias" and node.type_spec.type_kind != "array":
                project.data_type_problems.append(DataTypeProblem(
                    rel, name_token.line, name_token.col, "type aliases are not supported; declare an enumeration, structure or array"))
                continue
            project.data_types[stem.upper()] = _data_type_from_node(stem, node, rel)
        return
    for item in data.get("dataTypes") or []:
        if not isinstance(item, dict) or not isinstance(item.get("name"), str):
            continue
        name = item["name"]
        derivation = item.get("derivation")
        if derivation == "enumerated":
            values = [v.get("description") for v in item.get("values") or [] if isinstance(v, dict)]
            project.data_types[name.upper()] = DataType(name, "enum", values=[v for v in values if isinstance(v, str)], origin="project.json")
        elif derivation == "structure":
            fields = {}
            for field in item.get("variable") or []:
                if isinstance(field, dict) and isinstance(field.get("name"), str):
                    fields[field["name"].upper()] = (field["name"], _json_type_name(field.get("type")))
            project.data_types[name.upper()] = DataType(name, "struct", fields=fields, origin="project.json")
        elif derivation == "array":
            project.data_types[name.upper()] = DataType(name, "array", origin="project.json")


def _data_type_from_node(name, node, origin):
    if node.kind == "enum":
        return DataType(name, "enum", values=[t.text for t in node.values], origin=origin)
    if node.kind == "struct":
        fields = {}
        for field in node.fields:
            fields[field.name.upper()] = (field.name, field.type_spec.name if field.type_spec.type_kind == "named" else None)
        return DataType(name, "struct", fields=fields, origin=origin)
    return DataType(name, "array", origin=origin)


def _json_type_name(value):
    if isinstance(value, dict) and isinstance(value.get("value"), str):
        return value["value"]
    return value if isinstance(value, str) else None


def _load_resource(project, data):
    configuration = data.get("configuration") or data.get("configurations") or {}
    resource = configuration.get("resource") if isinstance(configuration, dict) else None
    if not isinstance(resource, dict):
        return
    for variable in resource.get("globalVariables") or []:
        if isinstance(variable, dict) and isinstance(variable.get("name"), str):
            type_name = _json_type_name(variable.get("type")) or ""
            project.globals.append((variable["name"], type_name, variable.get("location") or ""))
    project.tasks = [t for t in resource.get("tasks") or [] if isinstance(t, dict)]
    project.instances = [i for i in resource.get("instances") or [] if isinstance(i, dict)]


def _device_board(root):
    path = os.path.join(root, "devices", "configuration.json")
    try:
        with open(path, "r", encoding="utf-8") as handle:
            configuration = json.load(handle)
    except (OSError, ValueError):
        return DEFAULT_BOARD
    board = configuration.get("deviceBoard") if isinstance(configuration, dict) else None
    return board if isinstance(board, str) and board else DEFAULT_BOARD


def array_element_name(type_text):
    """`ARRAY [0..9] OF RelayStatus` -> `RelayStatus` (for inline global types)."""
    m = re.match(r"^\s*ARRAY\s*\[.*\]\s*OF\s+(\w+)\s*$", type_text or "", re.IGNORECASE)
    return m.group(1) if m else None
