# interlock-helpers: common ensure_project_open find_object_by_path
# Replaces the declaration and/or the implementation, but only while the object still holds what the edit was based
# on; both parts change or neither does.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    obj = find_object_by_path(project, params['object_path'])
    declaration, implementation = object_texts(obj)
    expected = params['expected']
    if declaration != expected.get('declaration') or implementation != expected.get('implementation'):
        fail('%s changed in CODESYS after it was read (edited in the IDE?). Nothing was written; read it again '
             'with codesys_read_pou and redo the edit.' % object_path(obj))
    changes = [(part, params.get(part), old) for part, old in (('declaration', declaration), ('implementation', implementation))]
    done = []
    try:
        for part, text, old in changes:
            if text is None:
                continue
            if old is None:
                fail('%s has no %s part' % (object_path(obj), part))
            getattr(obj, 'textual_' + part).replace(new_text=text)
            done.append((part, old))
    except BaseException:
        for part, old in done:
            getattr(obj, 'textual_' + part).replace(new_text=old)
        raise
    commit(project, params)
    emit_result(object_result(obj))


run_command(main)
