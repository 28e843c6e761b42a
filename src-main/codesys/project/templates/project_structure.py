# interlock-helpers: common ensure_project_open find_object_by_path
from __future__ import print_function


def main(params):
    project = ensure_project_open(params['project_path'])
    root = find_object_by_path(project, params['root_path']) if params.get('root_path') else project
    max_depth = params.get('max_depth')
    objects = []

    def visit(container, depth):
        for child in container.get_children(False):
            entry = describe_object(child)
            entry['depth'] = depth
            objects.append(entry)
            if max_depth is None or depth < max_depth:
                visit(child, depth + 1)

    visit(root, 1)
    emit_result({'project_path': to_text(project.path), 'root': object_path(root) if root is not project else '', 'objects': objects})


run_command(main)
