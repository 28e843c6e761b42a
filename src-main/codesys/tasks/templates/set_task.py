# interlock-helpers: common ensure_project_open find_object_by_path project_model
# Creates or changes one task: kind, priority, interval, event and the programs it calls, but only while the task is
# still what the change was based on (or, for a new task, still absent). Everything is checked before anything
# changes.
from __future__ import print_function

import re

KINDS = {'cyclic': 'Cyclic', 'freewheeling': 'Freewheeling', 'event': 'Event', 'status': 'Status'}
TIME = re.compile(r'^(?:t|time)#\d+(?:\.\d+)?(?:ms|us|s)$', re.I)


def main(params):
    project = ensure_project_open(params['project_path'])
    configuration = task_configuration(project)
    task = find_task(configuration, params['name'])
    current = describe_task(task) if task is not None else None
    if current != params.get('expected'):
        fail('The task %s changed in CODESYS after it was read (%s). Nothing was changed; read the tasks again with '
             'codesys_list_tasks and retry.' % (params['name'], 'now absent' if current is None else 'now %s' % current))
    settings = params['settings']
    kind_enum = getattr(se, 'KindOfTask', None) or globals().get('KindOfTask')
    if settings.get('kind') and kind_enum is None:
        fail('This CODESYS does not offer KindOfTask to scripts; nothing was changed.')
    if settings.get('interval') and not TIME.match(settings['interval']):
        fail('"%s" is not a task interval: write a TIME literal such as t#10ms. Nothing was changed.' % settings['interval'])
    kind = settings.get('kind') or (current['kind'] if current else 'cyclic')
    if kind == 'event' and not (settings.get('event') or (current and current['event'])):
        fail('An event task needs an event (a BOOL variable that starts it on its rising edge). Nothing was changed.')
    calls = settings.get('pou_calls')
    if calls is not None:
        check_programs(project, calls)
    if task is None:
        task = configuration.create_task(params['name'])
    if settings.get('kind'):
        task.kind_of_task = getattr(kind_enum, KINDS[settings['kind']])
    for key in ('priority', 'interval', 'event'):
        if settings.get(key) is not None:
            setattr(task, key, settings[key])
    if settings.get('interval'):
        task.interval_unit = re.match(r'^(?:t|time)#[\d.]+(ms|us|s)$', settings['interval'], re.I).group(1).lower()
    if calls is not None:
        while len(task.pous):
            remove_last_call(task)
        for name in calls:
            task.pous.add(name)
    after = describe_task(task)
    if calls is not None and [c.lower() for c in after['pou_calls']] != [c.lower() for c in calls]:
        fail('CODESYS did not take the call list %s (the task now calls %s); the change was not saved: check the task in CODESYS.'
             % (', '.join(calls) or 'none', ', '.join(after['pou_calls']) or 'nothing'))
    commit(project, params)
    emit_result({'task': after, 'created': current is None})


def remove_last_call(task):
    """remove_at(i) where it exists; on SP21 remove(int) is the overload that really removes (SP21-plus notes)."""
    count = len(task.pous)
    for attempt in ('remove_at', 'remove'):
        method = getattr(task.pous, attempt, None)
        if method is None:
            continue
        try:
            method(count - 1)
        except Exception:
            continue
        if len(task.pous) < count:
            return
    fail('CODESYS did not remove a call from the task %s; the change was not saved: check the task in CODESYS.' % to_text(task.get_name()))


def check_programs(project, calls):
    application = find_application(project)
    programs = {}
    for obj in (application or project).get_children(True):
        if object_kind(obj) == 'program':
            programs[to_text(obj.get_name()).lower()] = obj
    for name in calls:
        if name.lower() not in programs:
            fail('A task can only call a PROGRAM of the application; "%s" is none (programs: %s). Nothing was changed.'
                 % (name, ', '.join(sorted(to_text(p.get_name()) for p in programs.values())) or 'none'))


run_command(main)
