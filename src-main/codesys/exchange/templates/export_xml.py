# interlock-helpers: common ensure_project_open find_object_by_path
# The PLCopenXML of the chosen objects, as text: Interlock writes the file itself (atomically, inside the project
# roots), so CODESYS writes nothing. Keywords only: export_xml needs them on SP21.
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    objects = [find_object_by_path(project, path) for path in params['object_paths']]
    try:
        # Declarations as plain text keep comments, pragmas and attributes exactly as written.
        xml = project.export_xml(objects=objects, recursive=params['recursive'], declarations_as_plaintext=True)
    except TypeError:
        xml = project.export_xml(objects=objects, recursive=params['recursive'])
    if not xml:
        fail('CODESYS exported nothing for %s' % ', '.join(params['object_paths']))
    emit_result({'xml': to_text(xml), 'objects': [{'path': object_path(obj), 'kind': object_kind(obj)} for obj in objects]})


run_command(main)
