"""Simulated CODESYS ScriptEngine for the CODESYS stand-in.

Reproduces the part of the real `scriptengine` module that Interlock's templates (and the public templates they
descend from) use: projects, the object tree with textual declarations and implementations, object creation with the
born texts of a real IDE, applications that build through the message store, `system`, and the .NET-like enums and
Guids. Behaviour follows docs/codesys-scriptengine-api.md; everything else raises AttributeError as the real API does.
"""
import sys

import standin_online
import scriptengine_enums
import scriptengine_tree
import scriptengine_text
import scriptengine_objects
import scriptengine_projects
import scriptengine_system

# The module is split along its sections (scriptengine_*.py); scripts and the feature modules see one namespace.
for _part in (scriptengine_enums, scriptengine_tree, scriptengine_text, scriptengine_objects, scriptengine_projects, scriptengine_system):
    globals().update((_name, _value) for _name, _value in vars(_part).items() if not _name.startswith('__'))

# ---------------------------------------------------------------------------------------------------------------------
# online


# The simulated PLC and the online API are in standin_online.py.
InvalidOperationException = standin_online.InvalidOperationException
online = standin_online.ScriptOnline(sys.modules[__name__])
import standin_plc_files  # noqa: E402  (the device's file system and source archive)
standin_plc_files.install()


import standin_model  # noqa: E402  (registers into MODEL_MEMBERS, so it comes after everything above)
import standin_libraries  # noqa: E402
import standin_exchange  # noqa: E402
import standin_symbols  # noqa: E402
import standin_users  # noqa: E402
import standin_objects_text_lists  # noqa: E402
import standin_objects_external_files  # noqa: E402
import standin_users_object_access  # noqa: E402
import standin_objects_image_pools  # noqa: E402

standin_model.install()
standin_libraries.install()
standin_exchange.install()
standin_symbols.install()
standin_users.install()
standin_objects_text_lists.install()
standin_objects_external_files.install()
standin_users_object_access.install()
standin_objects_image_pools.install()
MODEL_MEMBERS[TYPE_DEVICE].update(standin_online.DEVICE_MEMBERS)
import standin_devices  # noqa: E402

MODEL_MEMBERS[TYPE_DEVICE].update(standin_devices.DEVICE_MEMBERS)
MODEL_MEMBERS['project'].update(standin_devices.PROJECT_MEMBERS)
device_repository = standin_devices.device_repository
standin_online.standin_network.install(online)
MODEL_MEMBERS[TYPE_DEVICE].update(standin_online.standin_network.DEVICE_MEMBERS)
librarymanager = standin_model.librarymanager
DeviceID = standin_model.DeviceID
KindOfTask = standin_model.KindOfTask
SymbolAccess = standin_symbols.script_symbol_access()
SymbolConfigContentFeatureFlags = standin_symbols.SymbolConfigContentFeatureFlags
SymbolAttributeFilterTypes = standin_symbols.SymbolAttributeFilterTypes
SymbolCommentFilterType = standin_symbols.SymbolCommentFilterType
DirectIoAccessObstacles = standin_symbols.DirectIoAccessObstacles


def script_globals():
    """What every script sees without importing: an implicit `from scriptengine import *`, plus Guid."""
    names = {}
    for name in __all__:
        names[name] = globals()[name]
    return names


__all__ = [
    'projects', 'system', 'online', 'Guid', 'ImplementationLanguages', 'PouType', 'DutType', 'SpecialPouType', 'VersionUpdateFlags',
    'Severity', 'PromptHandling', 'ScriptPromptHandling', 'OnlineChangeOption', 'ResetOption', 'ApplicationState',
    'OperatingState', 'ConflictResolve', 'librarymanager', 'DeviceID', 'KindOfTask', 'device_repository', 'SymbolAccess',
    'SymbolConfigContentFeatureFlags', 'SymbolAttributeFilterTypes', 'SymbolCommentFilterType', 'DirectIoAccessObstacles',
    'ConnectorRole', 'ChannelType', 'AccessRight',
]

if standin_online.online_change_option_hidden():
    # A fault switch: some service packs do not expose the enum to IronPython.
    del OnlineChangeOption
    __all__.remove('OnlineChangeOption')
