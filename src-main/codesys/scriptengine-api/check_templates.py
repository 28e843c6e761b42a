#!/usr/bin/env python3
"""Static check: every attribute the CODESYS templates and helpers use on a ScriptEngine object exists in the
ScriptEngine API reference for that object's class.

    python3 check_templates.py [--reference file.json] <folder or file>...      prints one JSON report

A template is checked as CODESYS runs it: the helpers named on its `# interlock-helpers:` line (and `text`) before it.
Types are inferred from the known roots (`projects`, `online`, `system`, `librarymanager`, ... and the same names on
`import scriptengine as se`), from return types the reference gives, from list item types (`for lib in
manager.get_all_libraries()`), from `with ... as x`, and from the helpers' own return values and call sites.
A member probed with `hasattr(x, 'm')` / `getattr(x, 'm', default)` in the same function is a probed use: allowed for
members the reference marks `optional`, version-bound or `guess`; such members used without a probe are failures too.
Accesses whose receiver the inference cannot type, to a name some ScriptEngine class has, are counted as `untyped`.
"""
import ast
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import scriptengine_api  # noqa: E402

HELPERS_LINE = re.compile(r'^# interlock-helpers:(.*)$', re.M)
BASE_HELPERS = ['text']
PASSES = 20
ITERATE = ('list', 'tuple', 'sorted', 'reversed')
INFERENCE_NODES = (ast.Assign, ast.For, ast.comprehension, ast.withitem, ast.Return, ast.Call)
# Names of plain Python methods: an untyped `x.append` is a list, not a ScriptEngine object the inference missed.
PYTHON_METHODS = frozenset(dir(list) + dir(dict) + dir(str) + dir(set))


def walk_scope(node):
    """The nodes of one function (or module top level), not descending into nested functions and classes."""
    pending = list(ast.iter_child_nodes(node))
    while pending:
        current = pending.pop()
        yield current
        if not isinstance(current, (ast.FunctionDef, ast.ClassDef)):
            pending.extend(ast.iter_child_nodes(current))


class Module(object):
    def __init__(self, path):
        self.path = path
        with open(path, encoding='utf-8') as handle:
            self.source = handle.read()
        self.tree = ast.parse(self.source, path)
        self.parents = {}
        for parent in ast.walk(self.tree):
            for child in ast.iter_child_nodes(parent):
                self.parents[child] = parent


class Scope(object):
    """A function (or a module's top level): its variables and its probes."""

    def __init__(self, name, node, module):
        self.name = name
        self.node = node
        self.module = module
        self.vars = {}
        self.locals = set()
        for child in walk_scope(node):
            if isinstance(child, ast.Name) and isinstance(child.ctx, ast.Store):
                self.locals.add(child.id)
        if isinstance(node, ast.FunctionDef):
            self.locals.update(a.arg for a in node.args.args)
        # `if` statements that test hasattr(...): a later use of the probed member counts as probed (early exits).
        self.guards = [(child.lineno, hasattr_probes(child.test)) for child in walk_scope(node) if isinstance(child, ast.If)]
        # The nodes type inference looks at, collected once.
        self.steps = [child for child in walk_scope(node) if isinstance(child, INFERENCE_NODES)]


def hasattr_probes(expression):
    """{(receiver, member)} for every hasattr(receiver, 'member') inside the expression."""
    found = set()
    for child in ast.walk(expression):
        if isinstance(child, ast.Call) and isinstance(child.func, ast.Name) and child.func.id == 'hasattr' and len(child.args) == 2 \
                and isinstance(child.args[1], ast.Constant) and isinstance(child.args[1].value, str):
            found.add((ast.dump(child.args[0]), child.args[1].value))
    return found


def is_probed(node, receiver, attr, module, scope):
    """Whether the use sits under a hasattr test of the same receiver and member (an enclosing if/while/conditional,
    an earlier operand of and/or, or an earlier if statement of the same function that exits when it is missing)."""
    wanted = (ast.dump(receiver), attr)
    child, current = node, module.parents.get(node)
    while current is not None:
        if isinstance(current, (ast.If, ast.While, ast.IfExp)) and child is not current.test and wanted in hasattr_probes(current.test):
            return True
        if isinstance(current, ast.BoolOp):
            for value in current.values:
                if value is child:
                    break
                if wanted in hasattr_probes(value):
                    return True
        child, current = current, module.parents.get(current)
    return any(line < node.lineno and wanted in probes for line, probes in scope.guards)


class Checker(object):
    def __init__(self, reference, version=None, shared=None):
        self.ref = reference
        # What the helpers' functions take and return, keyed by (file, function): shared by every script that uses them.
        self.shared = shared if shared is not None else {}
        self.version = version
        self.all_members = set()
        for entry in reference.classes.values():
            self.all_members.update(entry.get('members', {}))
        self.object_facets = {}
        for extended in ('ScriptProject', 'ScriptObject'):
            for facet in reference.lineage(extended)[1:]:
                self.object_facets[facet] = extended
        self.object_facets.pop('ScriptTreeObject', None)
        profiles = reference.data.get('versions', {}).get('profiles', [])
        self.profile_versions = [scriptengine_api.parse_version(p) for p in profiles]

    # -- types: ('obj', class), ('list', class), ('enum', class), ('module',)

    def from_reference(self, text):
        result = set()
        for kind, name in scriptengine_api.type_parts(text):
            if name not in self.ref.classes or (kind == 'class' and self.ref.classes[name].get('kind') == 'enum'):
                continue
            # A class that extends tree objects (ScriptTaskObject, ScriptApplication) types a ScriptObject of that kind.
            name = self.object_facets.get(name, name)
            result.add(('list' if kind == 'list' else 'obj', name))
        return frozenset(result)

    def global_type(self, name):
        entry = self.ref.globals.get(name)
        if entry is None or entry['type'] not in self.ref.classes:
            return frozenset()
        if entry.get('kind') == 'enum':
            return frozenset([('enum', entry['type'])])
        if entry.get('kind') == 'constructor':
            return frozenset()
        return frozenset([('obj', entry['type'])])

    def check(self, modules):
        self.modules = modules
        self.aliases = set()
        self.functions = {}
        self.scopes = []
        for module in modules:
            top = Scope('<module>', module.tree, module)
            self.scopes.append(top)
            for node in ast.walk(module.tree):
                if isinstance(node, ast.Import):
                    for alias in node.names:
                        if alias.name == 'scriptengine':
                            self.aliases.add(alias.asname or alias.name)
            methods = set(id(f) for c in ast.walk(module.tree) if isinstance(c, ast.ClassDef) for f in c.body)
            for node in ast.walk(module.tree):
                if isinstance(node, ast.FunctionDef):
                    scope = Scope(node.name, node, module)
                    self.scopes.append(scope)
                    if id(node) not in methods:
                        self.functions[node.name] = scope
        self.owner = {}
        for scope in self.scopes:
            for node in walk_scope(scope.node):
                if isinstance(node, ast.ClassDef):
                    for inner in walk_scope(node):
                        self.owner.setdefault(id(inner), scope)
                self.owner[id(node)] = scope
        self.module_vars = {}
        self.imports = set()
        for module in modules:
            for node in module.tree.body:
                if isinstance(node, (ast.Import, ast.ImportFrom)):
                    self.imports.update((a.asname or a.name).split('.')[0] for a in node.names if a.name != 'scriptengine')
        return self

    def infer_all(self):
        for scope in self.scopes:
            self.infer(scope)

    def key(self, function_name):
        return (self.functions[function_name].module.path, function_name)

    def returns_of(self, function_name):
        return self.shared.get(('returns',) + self.key(function_name), frozenset())

    def params_of(self, function_name):
        return self.shared.setdefault(('params',) + self.key(function_name), {})

    def scope_of(self, node, module):
        return self.owner.get(id(node)) or next(s for s in self.scopes if s.node is module.tree)

    def lookup(self, name, scope):
        if isinstance(scope.node, ast.FunctionDef) and name in scope.locals:
            params = self.params_of(scope.name) if self.functions.get(scope.name) is scope else {}
            return scope.vars.get(name, frozenset()) | params.get(name, frozenset())
        if name in self.module_vars:
            return self.module_vars[name]
        if name in self.aliases:
            return frozenset([('module',)])
        if name in self.functions:
            return frozenset()
        return self.global_type(name)

    def type_of(self, node, scope):
        if isinstance(node, ast.Name):
            return self.lookup(node.id, scope)
        if isinstance(node, ast.Attribute):
            result = set()
            for kind in self.type_of(node.value, scope):
                if kind[0] == 'module':
                    result |= self.global_type(node.attr)
                elif kind[0] == 'obj':
                    member = self.ref.member(kind[1], node.attr, self.version)
                    if member is not None and member.get('kind') == 'property':
                        result |= self.from_reference(member.get('returns'))
            return frozenset(result)
        if isinstance(node, ast.Call):
            return self.call_type(node, scope)
        if isinstance(node, ast.Subscript):
            result = set()
            for kind in self.type_of(node.value, scope):
                item = self.item_of(kind)
                if item and not isinstance(node.slice, ast.Slice):
                    result.add(('obj', item))
                elif item:
                    result.add(('list', item))
            return frozenset(result)
        if isinstance(node, ast.IfExp):
            return self.type_of(node.body, scope) | self.type_of(node.orelse, scope)
        if isinstance(node, ast.BoolOp):
            result = frozenset()
            for value in node.values:
                result |= self.type_of(value, scope)
            return result
        if isinstance(node, ast.Tuple):
            elements = tuple(self.type_of(e, scope) for e in node.elts)
            result = set([('tuple', elements)]) if any(elements) else set()
            for types in elements:
                result |= set(('list', k[1]) for k in types if k[0] == 'obj')
            return frozenset(result)
        if isinstance(node, ast.List):
            result = set()
            for element in node.elts:
                result |= set(('list', k[1]) for k in self.type_of(element, scope) if k[0] == 'obj')
            return frozenset(result)
        if isinstance(node, ast.ListComp) and isinstance(node.elt, ast.Name):
            return frozenset()
        return frozenset()

    def item_of(self, kind):
        if kind[0] == 'list':
            return kind[1]
        if kind[0] == 'obj':
            entry = self.ref.classes.get(kind[1], {})
            if entry.get('kind') == 'list':
                return entry.get('items')
        return None

    def call_type(self, node, scope):
        func = node.func
        if isinstance(func, ast.Attribute):
            result = set()
            for kind in self.type_of(func.value, scope):
                if kind[0] == 'obj':
                    member = self.ref.member(kind[1], func.attr, self.version)
                    if member is not None and member.get('kind') == 'method':
                        result |= self.from_reference(member.get('returns'))
            return frozenset(result)
        if isinstance(func, ast.Name):
            if func.id in ITERATE and node.args:
                inner = self.type_of(node.args[0], scope)
                return frozenset(('list', self.item_of(k)) for k in inner if self.item_of(k))
            if func.id == 'getattr' and len(node.args) >= 2:
                names = [node.args[1].value] if isinstance(node.args[1], ast.Constant) else \
                    [k[1] for k in self.type_of(node.args[1], scope) if k[0] == 'const']
                result = frozenset()
                for name in names:
                    result |= self.type_of(ast.Attribute(value=node.args[0], attr=name, ctx=ast.Load()), scope)
                return result
            if func.id in self.functions:
                return self.returns_of(func.id)
            entry = self.ref.globals.get(func.id)
            if entry is not None and entry.get('kind') == 'constructor' and entry['type'] in self.ref.classes:
                return frozenset([('obj', entry['type'])])
        return frozenset()

    def bind(self, target, types, scope):
        if isinstance(target, ast.Tuple):
            for kind in types:
                if kind[0] == 'tuple' and len(kind[1]) == len(target.elts):
                    for element, element_types in zip(target.elts, kind[1]):
                        self.bind(element, element_types, scope)
            return
        if isinstance(target, ast.Name) and types:
            table = self.module_vars if scope.node is scope.module.tree else scope.vars
            table[target.id] = table.get(target.id, frozenset()) | types

    def infer(self, scope):
        for node in scope.steps:
            if isinstance(node, ast.Assign):
                types = self.type_of(node.value, scope)
                for target in node.targets:
                    self.bind(target, types, scope)
            elif isinstance(node, (ast.For, ast.comprehension)) and isinstance(node.iter, (ast.Tuple, ast.List)) \
                    and all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in node.iter.elts):
                self.bind(node.target, frozenset(('const', e.value) for e in node.iter.elts), scope)
            elif isinstance(node, (ast.For, ast.comprehension)):
                iterated = self.type_of(node.iter, scope)
                items = frozenset(('obj', self.item_of(k)) for k in iterated if self.item_of(k))
                self.bind(node.target, items, scope)
            elif isinstance(node, ast.withitem) and node.optional_vars is not None:
                self.bind(node.optional_vars, self.type_of(node.context_expr, scope), scope)
            elif isinstance(node, ast.Return) and node.value is not None and isinstance(scope.node, ast.FunctionDef):
                if self.functions.get(scope.name) is scope:
                    key = ('returns',) + self.key(scope.name)
                    self.shared[key] = self.shared.get(key, frozenset()) | self.type_of(node.value, scope)
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in self.functions:
                callee = self.functions[node.func.id].node
                names = [a.arg for a in callee.args.args]
                params = self.params_of(node.func.id)
                for name, arg in list(zip(names, node.args)) + [(k.arg, k.value) for k in node.keywords if k.arg]:
                    types = self.type_of(arg, scope)
                    if types:
                        params[name] = params.get(name, frozenset()) | types

    # -- the check

    def version_bound(self, member):
        return any(not scriptengine_api.member_available(member, v, self.ref.engine_versions) for v in self.profile_versions if v)

    def reachable_functions(self):
        """Names of the helper functions the template (the last module) calls, directly or through other helpers."""
        defined = {}
        for module in self.modules[:-1]:
            for node in module.tree.body:
                if isinstance(node, ast.FunctionDef):
                    defined[node.name] = node
        reached, pending = set(), [self.modules[-1].tree]
        while pending:
            for node in ast.walk(pending.pop()):
                name = node.id if isinstance(node, ast.Name) else None
                if name in defined and name not in reached:
                    reached.add(name)
                    pending.append(defined[name])
        return reached

    def top_function(self, node, module):
        """The module-level function a node is inside, or None at module level."""
        found = None
        while node in module.parents:
            node = module.parents[node]
            if isinstance(node, ast.FunctionDef) and node in module.tree.body:
                found = node
        return found

    def report(self):
        self.used = set()
        # What this script reaches when CODESYS runs it: [class or 'scriptengine' or enum, member, probed].
        self.accesses = set()
        reachable = self.reachable_functions()
        failures, seen = [], set()
        counts = {'typed': 0, 'untyped': 0}
        untyped = []
        for module in self.modules:
            for node in ast.walk(module.tree):
                probe_call = isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ('hasattr', 'getattr') \
                    and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str)
                if isinstance(node, ast.Attribute):
                    receiver, attr = node.value, node.attr
                elif probe_call:
                    receiver, attr = node.args[0], node.args[1].value
                else:
                    continue
                scope = self.scope_of(node, module)
                types = self.type_of(receiver, scope)
                kinds = [k for k in types if k[0] in ('obj', 'module', 'enum')]
                if not kinds:
                    if isinstance(receiver, ast.Name) and (receiver.id in self.imports or receiver.id == 'self'):
                        continue
                    if attr in self.all_members and attr not in PYTHON_METHODS and not probe_call:
                        counts['untyped'] += 1
                        untyped.append('%s:%d .%s' % (os.path.basename(module.path), node.lineno, attr))
                    continue
                counts['typed'] += 1
                probed = (probe_call and (node.func.id == 'hasattr' or len(node.args) == 3)) or is_probed(node, receiver, attr, module, scope)
                found, names = None, []
                for kind in kinds:
                    if kind[0] == 'module':
                        names.append('scriptengine')
                        if attr in self.ref.globals:
                            found = self.ref.globals[attr]
                    elif kind[0] == 'enum':
                        names.append(kind[1])
                        member = self.ref.own_members(kind[1]).get(attr)
                        if member is not None:
                            found = member
                    else:
                        names.append(kind[1])
                        member = self.ref.member(kind[1], attr, self.version)
                        if member is not None:
                            found = member
                for kind in kinds:
                    if kind[0] == 'obj' and self.ref.member(kind[1], attr, self.version) is not None:
                        self.used.add((kind[1], attr))
                top = self.top_function(node, module) if module is not self.modules[-1] else None
                if found is not None and (top is None or top.name in reachable):
                    for kind in kinds:
                        if kind[0] == 'module' and attr in self.ref.globals:
                            self.accesses.add(('scriptengine', attr, bool(probed)))
                        elif kind[0] == 'enum' and self.ref.own_members(kind[1]).get(attr) is not None:
                            self.accesses.add((kind[1], attr, bool(probed)))
                        elif kind[0] == 'obj' and self.ref.member(kind[1], attr, self.version) is not None:
                            self.accesses.add((kind[1], attr, bool(probed)))
                problem = None
                if found is None:
                    problem = 'not in the reference'
                elif not probed and kinds[0][0] != 'module' and (found.get('source') == 'guess' or found.get('optional') or self.version_bound(found)):
                    problem = 'used without a hasattr probe (%s)' % ('a guess' if found.get('source') == 'guess' else 'optional or version-bound')
                elif isinstance(node, ast.Attribute):
                    members = [self.ref.member(k[1], attr, self.version) for k in kinds if k[0] == 'obj']
                    problem = signature_problem(node, attr, [m for m in members if m is not None], module, self.ref)
                if problem:
                    key = (module.path, node.lineno, attr)
                    if key not in seen:
                        seen.add(key)
                        failures.append({'file': module.path, 'line': node.lineno, 'classes': sorted(set(names)), 'member': attr,
                                         'probed': bool(probed), 'problem': problem})
        return {'failures': failures, 'typed': counts['typed'], 'untyped': counts['untyped'], 'untyped_sites': untyped,
                'used': sorted(self.used), 'accesses': sorted(self.accesses)}


def _literal_kind(node):
    """'str' or 'int' for a literal argument (what IronPython would refuse for an enum), else None."""
    if isinstance(node, ast.Constant) and node.value is not None and not isinstance(node.value, bool):
        return 'str' if isinstance(node.value, str) else ('int' if isinstance(node.value, int) else None)
    return None


def _call_fits(attr, member, call, reference):
    """None when the call fits one signature of the member, else IronPython's complaint about the documented one."""
    positional = list(call.args)
    keywords = dict((k.arg, k.value) for k in call.keywords)
    errors = []
    for index, params in enumerate(scriptengine_api.signatures(member)):
        try:
            bound = scriptengine_api.bind(attr, params, positional, keywords)
        except TypeError as error:
            errors.append((0, str(error)))
            continue
        wrong = None
        for param in params:
            literal = _literal_kind(bound.get(param['name'])) if not param.get('variadic') else None
            enums = [n for _k, n in scriptengine_api.type_parts(scriptengine_api.param_type(param))
                     if reference.classes.get(n, {}).get('kind') == 'enum']
            if literal and enums:
                wrong = 'expected %s, got %s' % (enums[0], literal)
        if wrong:
            errors.append((1, wrong))
            continue
        given = [k for k, v in bound.items() if not (isinstance(v, ast.Constant) and v.value is None)]
        mismatch = scriptengine_api.overload_mismatch(attr, member, given) if index == 0 else None
        if mismatch:
            errors.append((1, mismatch))
            continue
        return None
    errors.sort(key=lambda e: -e[0])
    return errors[0][1]


def signature_problem(node, attr, members, module, reference):
    """A call or write the reference's signatures refuse: arity and keyword names (per overload), a literal str or
    number where an enum is typed, the arguments of no overload, a write to a property documented read-only."""
    parent = module.parents.get(node)
    if isinstance(node.ctx, ast.Store):
        if members and all(m.get('kind') == 'property' and m.get('settable') is False for m in members):
            return 'written, but the reference documents it read-only (its first sentence says Gets only)'
        return None
    if not (isinstance(parent, ast.Call) and parent.func is node):
        return None
    if any(isinstance(a, ast.Starred) for a in parent.args) or any(k.arg is None for k in parent.keywords):
        return None  # *args or **kwargs: the stand-in's dynamic check sees the call
    methods = [m for m in members if m.get('kind') == 'method']
    if not methods:
        return None
    complaints = [_call_fits(attr, m, parent, reference) for m in methods]
    if not any(c is None for c in complaints):
        return 'call refused by the reference signature: %s' % complaints[0]
    if parent.args and all(m.get('overload_count') for m in methods):
        # "The original C# function ... contains N overloads. It is strongly advised to pass all arguments with their
        # respective keywords": positional arguments may bind to another overload.
        return 'positional arguments: the reference asks for every argument by keyword (%d C# overloads)' % methods[0]['overload_count']
    return None


def python_files(paths):
    """The .py files under the paths, without this folder's own tools."""
    files = []
    for path in paths:
        if os.path.isdir(path):
            for root, _dirs, names in os.walk(path):
                if os.path.abspath(root) == HERE:
                    continue
                files.extend(os.path.join(root, n) for n in sorted(names) if n.endswith('.py'))
        else:
            files.append(path)
    return files


def is_helper(path):
    """Helpers live in a folder named helpers (python-helpers/ in the repository)."""
    return os.path.basename(os.path.dirname(path)).endswith('helpers')


def compositions(files):
    """Each template and the watcher with the helpers CODESYS runs before it: [(name, [paths])]."""
    helpers = dict((os.path.splitext(os.path.basename(f))[0], f) for f in files if is_helper(f))
    result = []
    for path in files:
        if is_helper(path):
            continue
        with open(path, encoding='utf-8') as handle:
            source = handle.read()
        match = HELPERS_LINE.search(source)
        names = BASE_HELPERS + (match.group(1).split() if match else [])
        result.append((path, [helpers[n] for n in names if n in helpers] + [path]))
    return result


def checkers_state(checkers, shared):
    """A fingerprint of everything inferred so far: inference stops when a pass changes nothing."""
    size = sum(len(v) for v in shared.values())
    for checker in checkers:
        size += sum(len(v) for v in checker.module_vars.values())
        size += sum(len(v) for scope in checker.scopes for v in scope.vars.values())
    return size


def check_paths(paths, reference=None, version=None):
    reference = reference or scriptengine_api.load()
    parsed = {}
    merged = {'failures': [], 'typed': 0, 'untyped': 0, 'untyped_sites': [], 'scripts': 0}
    seen = set()
    used = set()
    shared = {}
    scripts = compositions(python_files(paths))
    for path in set(p for _name, members in scripts for p in members):
        parsed[path] = Module(path)
    checkers = [Checker(reference, version, shared).check([parsed[p] for p in members])
                for _name, members in scripts]
    for _ in range(PASSES):
        before = checkers_state(checkers, shared)
        for checker in checkers:
            checker.infer_all()
        if checkers_state(checkers, shared) == before:
            break
    merged['accesses'] = {}
    for (name, _members), checker in zip(scripts, checkers):
        result = checker.report()
        merged['accesses'][os.path.splitext(os.path.basename(name))[0]] = [list(a) for a in result['accesses']]
        merged['scripts'] += 1
        for failure in result['failures']:
            key = (failure['file'], failure['line'], failure['member'])
            if key not in seen:
                seen.add(key)
                merged['failures'].append(failure)
        for site in result['untyped_sites']:
            if site not in seen:
                seen.add(site)
                merged['untyped_sites'].append(site)
        merged['typed'] += result['typed']
        used.update(tuple(u) for u in result['used'])
    merged['untyped'] = len(merged['untyped_sites'])
    merged['used'] = dict((c, sorted(m for k, m in used if k == c)) for c in sorted(set(k for k, _m in used)))
    merged['failures'].sort(key=lambda f: (f['file'], f['line'], f['member']))
    return merged


def main(argv):
    reference = None
    if len(argv) > 2 and argv[1] == '--reference':
        reference = scriptengine_api.load(argv[2])
        argv = argv[2:]
    json.dump(check_paths(argv[1:], reference), sys.stdout, indent=1)
    sys.stdout.write('\n')


if __name__ == '__main__':
    main(sys.argv)
