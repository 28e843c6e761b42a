# interlock-helpers: common ensure_project_open find_object_by_path online plc_device
# interlock-context: script
# The files and folders on the PLC below one directory (ScriptOnlineDevice.get_file_list_of_directory), breadth
# first, at most max_depth levels and max_entries entries. Reads only: connecting changes nothing on the PLC.
from __future__ import print_function


def main(params):
    application, device, online_device = open_online_device(params)
    top = split_remote(params['directory'])
    top = (top[0] + '/' + top[1]) if top[0] else top[1]
    try:
        level = [(top, 1)]
        entries = []
        truncated = False
        while level and not truncated:
            directory, depth = level.pop(0)
            for entry in list_remote(online_device, directory):
                if len(entries) >= params['max_entries']:
                    truncated = True
                    break
                entry['depth'] = depth
                entries.append(entry)
                if entry['is_directory'] and depth < params['max_depth']:
                    level.append((entry['path'], depth + 1))
    except Exception as error:
        fail('The PLC could not list %s: %s' % (top or '/', to_text(error)))
    emit_result({'application': object_path(application), 'device': device, 'directory': top,
                 'entries': entries, 'truncated': truncated})


run_command(main)
