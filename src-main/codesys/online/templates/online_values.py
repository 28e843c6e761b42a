# interlock-helpers: common ensure_project_open find_object_by_path online iec_types
# interlock-context: script
# Writes, forces or unforces values of the logged-in application. Every value is checked (set_prepared_value)
# before any is applied, so a bad one changes nothing. Reads each expression just before and just after, and names
# the I/O address (and declaration comment) of each variable it changes whole: those the approval card resolved
# (`declared`), once a cheap check finds the declarations still as the card read them (`declarations_basis`; a
# change since refuses, changing nothing), or resolved here when no card gave them.
from __future__ import print_function


def main(params):
    application, online_application = open_online_application(params)
    require_logged_in(online_application, application)
    action = params['action']
    values = params.get('values') or []
    expressions = [v['expression'] for v in values]
    if action == 'unforce' and not expressions:
        expressions = [to_text(e) for e in online_application.get_forced_expressions()]
    declared = params.get('declared')
    if declared is not None:
        project = ensure_project_open(params['project_path'])
        if declarations_basis(project, application, expressions) != params.get('declarations_basis'):
            fail('Nothing was changed: the declarations of these variables changed in the project since the approval card '
                 'read them, so the addresses and comments it showed may no longer hold. Ask again: the new card reads them anew.')
    before = read_many(online_application, expressions)
    unreadable = [v for v in before if v['error']]
    if unreadable:
        fail('Nothing was changed: %s' % '; '.join('%s: %s' % (v['expression'], v['error']) for v in unreadable))
    try:
        if action == 'unforce':
            restore = bool(params.get('restore'))
            for expression in expressions:
                online_application.set_unforce_value(expression, restore)
            online_application.force_prepared_values()
        else:
            for value in values:
                online_application.set_prepared_value(value['expression'], value['value'])
            if action == 'force':
                online_application.force_prepared_values()
            else:
                online_application.write_prepared_values()
    except Exception as error:
        fail('Nothing was changed: %s' % to_text(error))
    after = read_many(online_application, expressions)
    forced = [to_text(e) for e in online_application.get_forced_expressions()]
    if declared is None:
        declared = expression_declarations(ensure_project_open(params['project_path']), application, expressions)
    emit_result({'application': object_path(application), 'before': before, 'after': after, 'forced': forced, 'declared': declared})
run_command(main)
