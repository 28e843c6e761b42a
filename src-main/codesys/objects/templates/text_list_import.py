# interlock-helpers: common ensure_project_open find_object_by_path text_lists
# Imports a text list file (the tab-separated text list format) into an existing text list. Interlock has already
# parsed and shown the rows; CODESYS reads a private copy of exactly the approved text, deleted again afterwards.
from __future__ import print_function

import codecs
import os
import tempfile


def main(params):
    project = ensure_project_open(params['project_path'])
    text_list = find_text_list(project, params['object_path'])
    handle, path = tempfile.mkstemp(suffix='.txt', prefix='interlock-textlist-')
    os.close(handle)
    try:
        stream = codecs.open(path, 'w', 'utf-8')
        try:
            stream.write(params['content'])
        finally:
            stream.close()
        text_list.importfile(path)
    finally:
        os.remove(path)
    commit(project, params)
    emit_result(describe_text_list(text_list))


run_command(main)
