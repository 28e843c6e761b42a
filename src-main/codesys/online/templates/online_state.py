# interlock-helpers: common ensure_project_open find_object_by_path online iec_types
# interlock-context: script
# The online state of the project's application and the values of the given expressions. With `probe` and not
# logged in, it logs in without changing anything on the PLC (no download), reads, and logs out again; with
# `current_code_only` (headless) it refuses that login when the PLC runs other code. `sample_count` reads the
# expressions that many times, `sample_interval_ms` apart, within this one login (monitoring in a headless CODESYS).
# Each value carries the expression's declared IEC type, read from the project's declarations; with `declarations`
# (an approval card's read, not a poll: the IO mapping walks the device tree), `declared` holds the I/O address and
# declaration comment of each expression that names a variable whole. With `project_declarations`, also the
# declarations of the application's GVLs and POUs and its IO mapping: what makes a value safety-relevant by its
# address (another variable located where the value is) or by the comments above its declaration. `declarations_basis`
# (with `declarations`) is what a change made on the card's word checks the declarations against.
from __future__ import print_function

import time

import scriptengine as se


def sample(application, online_application, expressions, first, count, interval_ms):
    samples = [{'at_ms': int(time.time() * 1000), 'values': first}]
    while len(samples) < count:
        se.system.delay(interval_ms)
        samples.append({'at_ms': int(time.time() * 1000), 'values': read_many(online_application, expressions)})
    return samples


def main(params):
    application, online_application = open_online_application(params)
    probed = False
    not_read = None
    if params.get('probe') and not online_application.is_logged_in:
        not_read = login_to_read(application, online_application, bool(params.get('current_code_only')))
        probed = not_read is None
    expressions = params.get('expressions') or []
    try:
        state = online_state(application, online_application, expressions)
        if params.get('sample_count') and state['logged_in']:
            state['samples'] = sample(application, online_application, expressions, state['values'], int(params['sample_count']),
                                      int(params.get('sample_interval_ms') or 0))
    finally:
        if probed:
            online_application.logout()
    project = ensure_project_open(params['project_path'])
    types = expression_types(project, application, expressions)
    for values in [state['values']] + [s['values'] for s in state.get('samples', [])]:
        for value in values:
            value['type'] = types.get(value['expression'])
    state['declared'] = expression_declarations(project, application, expressions) if params.get('declarations') else {}
    if params.get('declarations'):
        state['declarations_basis'] = declarations_basis(project, application, expressions)
    if params.get('project_declarations'):
        state['project_declarations'] = application_declarations(project, application, int(params['project_declarations']['max_chars']))
    state['probed'] = probed
    state['not_read'] = not_read
    emit_result(state)


run_command(main)
