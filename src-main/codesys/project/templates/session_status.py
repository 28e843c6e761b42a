# interlock-helpers: common
# What CODESYS has open. Used for the shutdown check and as the cheapest round trip.
from __future__ import print_function

import scriptengine as se


def main(params):
    projects = []
    for project in se.projects.all:
        if getattr(project, 'library', False):
            continue  # referenced libraries load in the background; they are not the person's work
        projects.append({'path': to_text(project.path), 'dirty': bool(project.dirty), 'primary': bool(project.primary)})
    emit_result({'projects': projects})


run_command(main)
