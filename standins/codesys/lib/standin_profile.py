"""The profile CODESYS was started with (--profile="CODESYS V3.5 SP19 Patch 3"), for what differs between service packs.

Read from the command line at import, since the scriptengine modules are built before the stand-in parses it.
Documented differences modelled here: SP19 has no download_missing_libraries on a library manager (it came with
SP20; codesys-scripting.md section 3.5).
"""
import re
import sys


def _profile_from_argv(argv):
    for arg in argv:
        if arg.lower().startswith('--profile='):
            value = arg.split('=', 1)[1]
            if len(value) >= 2 and value[0] == value[-1] and value[0] in '"\'':
                value = value[1:-1]
            return value
    return None


PROFILE = _profile_from_argv(sys.argv[1:])


def service_pack():
    """The SP number the profile names (19 for "CODESYS V3.5 SP19 Patch 3"), or None (then the newest behaviour)."""
    match = re.search(r'\bSP(\d+)\b', PROFILE or '', re.IGNORECASE)
    return int(match.group(1)) if match else None


def at_least(number):
    found = service_pack()
    return found is None or found >= number
