"""Dynamic reference check: the public surface of every ScriptEngine object the stand-in offers, against the reference.

    python3 surface_check.py <project file> [profile]      prints one JSON report

Crawls from the script globals (projects, system, online, librarymanager, device_repository) through properties,
list items and a few read-only getters of an opened project, and reports per reference class the members the
stand-in offers that the reference does not list (neither as a member for that class and profile, nor as a stand-in
internal, nor in standin_api.KNOWN_EXTRAS), which members of each class it offers (for the template usage check),
and the objects whose class has no reference name (`unmapped`; the reference's standin_classes say why some have none).

Signatures too: for every method the stand-in offers, each signature the reference documents for it (the documented
one and every overload) must be callable on the stand-in's implementation with the same keyword names, without more
required arguments (`signatures`: class.member -> what does not fit). `coverage` counts the reference's members
(properties, methods, enum values; every class) that the stand-in implements on some object it hands out or in the
scriptengine module.
"""
import enum
import inspect
import json
import os
import sys

HERE = os.path.dirname(os.path.realpath(__file__))
sys.path.insert(0, os.path.join(HERE, 'lib'))
import standin_api  # noqa: E402
import scriptengine_api as se_api  # noqa: E402  (the reference's reader, on the path standin_api set)
import standin_ui  # noqa: E402
import scriptengine as se  # noqa: E402

SAFE_GETTERS = ('get_children', 'get_all_libraries', 'get_library_manager', 'get_message_objects', 'get_device_identification',
                'get_all_devices', 'create_online_application', 'get_online_device', 'perform_network_scan', 'get_all_signatures',
                'get_all_datatypes', 'get_object_permission')
MAX_OBJECTS = 3000
# class.member -> what a property read gave where the reference documents another type.
RETURN_MISFITS = {}


def api_name(obj):
    if isinstance(obj, standin_api.ApiObject):
        return obj._api_name()
    for cls in type(obj).__mro__:
        if cls.__name__ in standin_api.REFERENCE.classes:
            return cls.__name__
    return None


def public_surface(obj):
    """What a script can reach: the class's public attributes and what its dispatch serves; on a strict object only
    those its class, facets and the active profile allow."""
    names = set(n for n in dir(type(obj)) if not n.startswith('_'))
    names |= set(n for n in getattr(obj, '__dict__', {}) if not n.startswith('_'))
    if isinstance(obj, se.ScriptObject):
        # Every kind's members, not only the kinds this project holds (a text list, a symbol configuration, ...).
        names |= set(se._APPLICATION_MEMBERS) | set(se._CONTAINER_MEMBERS) | set(se._MEMBER_CONTAINER_MEMBERS)
        for table in [t for k, t in se.MODEL_MEMBERS.items() if k != 'project']:
            names |= set(table)
    if isinstance(obj, list):
        # A list's own methods are not the class's, unless the reference lists the name (ScriptPouObjectCollection.remove).
        names -= set(dir(list)) - set(standin_api.REFERENCE.members(api_name(obj) or '', standin_api.version()))
    served = getattr(obj, '_api_served', None)
    if callable(served):
        names |= set(served())
    if isinstance(obj, standin_api.ApiObject):
        facets = obj._api_facets()
        allowed = standin_api._members(obj._api_name(), tuple(facets) if facets is not None else None)
        names = set(n for n in names if n in allowed)
    return names


def populate(project, app):
    """Objects of the kinds the fixture lacks, in the crawl's copy: a text list with a row, an image pool, an external
    file and a symbol configuration (built, so it lists signatures); each step on its own."""
    steps = [
        lambda: app.create_textlist('SurfaceTexts').rows.add('T1', 'text'),
        lambda: app.create_imagepool('SurfaceImages'),
        lambda: project.create_external_file_object(os.path.abspath(__file__), 'surface_check.py', se.ReferenceMode.Embed),
        lambda: app.create_symbol_config(False, True, se.Guid('00000000-0000-0000-0000-000000000000')),
    ]
    for step in steps:
        try:
            step()
        except Exception as error:
            sys.stderr.write('surface_check: could not populate: %s\n' % error)


def crawl(project_path):
    project = se.projects.open(project_path)
    for app in [o for o in project.get_children(True) if o.is_application]:
        populate(project, app)
        app.build()
    roots = [se.projects, se.system, se.online, se.librarymanager, se.device_repository, project]
    with standin_ui.ScriptContext(os.path.abspath(__file__)):
        # As a running script: the online factories (create_online_application, get_online_device) need one.
        return _crawl_from(roots)


def _crawl_from(roots):
    seen, queue, reached = set(), list(roots), []
    while queue and len(reached) < MAX_OBJECTS:
        obj = queue.pop(0)
        if id(obj) in seen or obj is None or isinstance(obj, (str, bytes, int, float, bool, dict, type)):
            continue
        seen.add(id(obj))
        if isinstance(obj, (list, tuple)):
            queue.extend(obj)
            if not isinstance(obj, standin_api.ApiObject) and type(obj) in (list, tuple):
                continue
        name = api_name(obj)
        reached.append((obj, name))
        if name is None:
            continue
        for member, listed in standin_api.REFERENCE.members(name, standin_api.version()).items():
            entry = listed[1]
            try:
                if entry.get('kind') == 'property':
                    value = getattr(obj, member)
                    documented = se_api.member_returns(entry)
                    if not standin_api.returns_accepted(documented, value):
                        RETURN_MISFITS['%s.%s' % (name, member)] = '%s, documented %s' % (standin_api._type_name(value), documented)
                    queue.append(value)
                elif member in SAFE_GETTERS:
                    queue.append(getattr(obj, member)())
            except Exception:
                pass
    return reached


def signature_misfits(label, function, member):
    """What keeps the stand-in's implementation from taking each documented signature of the member."""
    try:
        own = inspect.signature(function)
    except (TypeError, ValueError):
        return []
    params = [p for p in own.parameters.values() if p.name != 'self']
    takes_any_keyword = any(p.kind == p.VAR_KEYWORD for p in params)
    takes_any_positional = any(p.kind == p.VAR_POSITIONAL for p in params)
    named = [p for p in params if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)]
    required = set(p.name for p in named if p.default is p.empty)
    misfits = []
    for index, documented in enumerate(se_api.signatures(member)):
        shape = '%s(%s)' % (label, ', '.join(p['name'] for p in documented))
        names = [p['name'] for p in documented if not p.get('variadic')]
        unknown = [n for n in names if n not in [p.name for p in named]]
        if unknown and not takes_any_keyword:
            misfits.append('%s: no parameter %s' % (shape, ', '.join(unknown)))
        needed = [n for n in sorted(required) if n not in names]
        if needed:
            misfits.append('%s: the stand-in also requires %s' % (shape, ', '.join(needed)))
        positional = [p.name for p in named if p.kind == p.POSITIONAL_OR_KEYWORD]
        if index == 0 and not takes_any_positional and names[:len(positional)] != positional[:len(names)] and not unknown:
            misfits.append('%s: positional order %s' % (shape, ', '.join(positional)))
    return misfits


def coverage(report):
    """The share of the reference's members the stand-in implements: on a class it hands out (the member offered
    by an object of a class whose lineage declares it) or, for enums and exceptions, in the scriptengine module."""
    reference = standin_api.REFERENCE
    offered = {}
    for name, entry in report['classes'].items():
        for declaring in reference.lineage(name):
            offered.setdefault(declaring, set()).update(entry['offered'])
    total, implemented, missing_by_class = 0, 0, {}
    for name, entry in reference.classes.items():
        python_class = getattr(se, name, None)
        for member in entry.get('members', {}):
            total += 1
            if member in offered.get(name, ()):
                implemented += 1
            elif isinstance(python_class, type) and issubclass(python_class, enum.Enum) and member in python_class.__members__:
                implemented += 1
            elif isinstance(python_class, type) and member in dir(python_class):
                implemented += 1
            else:
                missing_by_class[name] = missing_by_class.get(name, 0) + 1
    return {'members': total, 'implemented': implemented, 'share': round(float(implemented) / total, 4),
            'missing_by_class': dict(sorted(missing_by_class.items(), key=lambda kv: -kv[1]))}


def main(argv):
    standin_api.set_profile(argv[2] if len(argv) > 2 else None)
    report = {'profile': standin_api.profile(), 'classes': {}, 'unmapped': {}, 'standin_classes': {}, 'signatures': {}}
    internal = standin_api.REFERENCE.data.get('standin_classes', {}).get('classes', {})
    for obj, name in crawl(argv[1]):
        if name is None:
            kind = type(obj).__name__
            bucket = report['standin_classes'] if kind in internal else report['unmapped']
            bucket[kind] = bucket.get(kind, 0) + 1
            continue
        entry = report['classes'].setdefault(name, {'offered': set(), 'extra': set()})
        allowed = standin_api._members(name, None)
        for member in public_surface(obj):
            entry['offered'].add(member)
            known = allowed.get(member)
            if known is None:
                entry['extra'].add(member)
            elif known.get('kind') == 'method' and '%s.%s' % (name, member) not in report['signatures']:
                try:
                    function = getattr(obj, member)
                except Exception:
                    continue
                misfits = signature_misfits(member, function, known)
                report['signatures']['%s.%s' % (name, member)] = misfits
    for entry in report['classes'].values():
        entry['offered'] = sorted(entry['offered'])
        entry['extra'] = sorted(entry['extra'])
    report['known_extras'] = dict((c, sorted(m)) for c, m in standin_api.KNOWN_EXTRAS.items())
    report['signatures_checked'] = len(report['signatures'])
    report['signatures'] = dict((k, v) for k, v in sorted(report['signatures'].items()) if v)
    report['coverage'] = coverage(report)
    report['returns'] = dict(sorted(RETURN_MISFITS.items()))
    json.dump(report, sys.stdout, indent=1)
    sys.stdout.write('\n')
    sys.stdout.flush()
    os._exit(0)


if __name__ == '__main__':
    main(sys.argv)
