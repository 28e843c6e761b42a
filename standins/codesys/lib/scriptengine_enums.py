"""Part of the stand-in's scriptengine module: Guid, the .NET-like enums, ImplementationLanguages, the object type Guids and the message categories."""
import enum
import re
import uuid
from standin_types import TYPE_IDS


class Guid(object):
    """System.Guid: value equality, str() gives the lowercase 'D' form without braces."""

    def __init__(self, value):
        if isinstance(value, Guid):
            value = str(value)
        if not isinstance(value, str):
            raise TypeError('expected str, got %s' % type(value).__name__)
        self._value = str(uuid.UUID(value.strip().strip('{}')))

    @staticmethod
    def NewGuid():
        return Guid(str(uuid.uuid4()))

    def __str__(self):
        return self._value

    def __repr__(self):
        return '<System.Guid object at 0x0 [%s]>' % self._value

    def __eq__(self, other):
        return isinstance(other, Guid) and other._value == self._value

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return hash(self._value)


class _NetEnum(enum.IntEnum):
    def __str__(self):
        return self.name


class _NetFlags(enum.IntFlag):
    def __str__(self):
        return self.name or ''


class PouType(_NetEnum):
    Program = 1
    FunctionBlock = 2
    Function = 3


class DutType(_NetEnum):
    Structure = 1
    Enumeration = 2
    Alias = 3
    Union = 4
    EnumerationWithTextList = 5


class SpecialPouType(_NetEnum):
    none = 1
    check_bounds = 2
    check_pointer = 3
    check_range_unsigned = 4
    check_range_signed = 5
    check_div_real_64 = 6
    check_div_real_32 = 7
    check_div_int_64 = 8
    check_div_int_32 = 9
    check_l_range_unsigned = 10
    check_l_range_signed = 11


class VersionUpdateFlags(_NetFlags):
    Regular = 0
    NoUpdates = 1
    SilentMode = 2
    UpdateAllCustomProviders = 4
    UpdateLibraries = 8
    UpdateCompiler = 16
    UpdateVisualisation = 32
    UpdateDevices = 64
    UpdateVisualisationStyles = 128
    UpdateUnresolvedUnboundPlaceholders = 256
    UpdateAll = 65532


class Severity(_NetFlags):
    FatalError = 1
    Error = 2
    Warning = 4
    Information = 8
    Text = 16


class PromptHandling(_NetFlags):
    NONE = 0
    ForwardSimplePrompts = 1
    LogSimplePrompts = 2
    EnableTextPrompts = 4
    ProcessScriptPrompts = 8
    LogMessageKeys = 16


class ScriptPromptHandling(_NetFlags):
    SuppressPrompts = 0
    LogPrompts = 1
    ForwardUnknownPrompts = 2
    AlwaysForwardPrompts = 4


class OnlineChangeOption(_NetEnum):
    Never = 0
    Try = 1
    Force = 2
    Keep = 3


class ResetOption(_NetEnum):
    Warm = 0
    Cold = 1
    Original = 2


class ApplicationState(_NetEnum):
    none = 0
    run = 1
    stop = 2
    halt_on_bp = 3
    debug_step = 4
    single_cycle = 5
    system_application = 255
    unknown = 65535


class OperatingState(_NetFlags):
    none = 0
    program_loaded = 1
    download = 2
    online_change = 4
    store_bootproject = 8
    force_active = 16
    exception = 32
    run_after_download = 64


class ConflictResolve(_NetEnum):
    Replace = 0
    Copy = 1
    Skip = 2


class _ImplementationLanguages(object):
    """Only Structured Text is implemented by the stand-in; its GUID is the one measured in a real IDE."""

    st = Guid('cc393387-a21c-4f68-a3e3-84c36951965d')


ImplementationLanguages = _ImplementationLanguages()

TYPE_POU = Guid(TYPE_IDS['pou'])
TYPE_DUT = Guid(TYPE_IDS['dut'])
TYPE_GVL = Guid(TYPE_IDS['gvl'])
TYPE_INTERFACE = Guid(TYPE_IDS['interface'])
TYPE_METHOD = Guid(TYPE_IDS['method'])
TYPE_PROPERTY = Guid(TYPE_IDS['property'])
TYPE_ACCESSOR = Guid(TYPE_IDS['accessor'])
TYPE_ACTION = Guid(TYPE_IDS['action'])
TYPE_FOLDER = Guid(TYPE_IDS['folder'])
TYPE_DEVICE = Guid(TYPE_IDS['device'])
TYPE_APPLICATION = Guid(TYPE_IDS['application'])
TYPE_LIBRARY_MANAGER = Guid(TYPE_IDS['library_manager'])
TYPE_TASK_CONFIGURATION = Guid(TYPE_IDS['task_configuration'])
TYPE_TASK = Guid(TYPE_IDS['task'])
TYPE_PROJECT_INFO = Guid(TYPE_IDS['project_info'])

# Objects that hold IEC objects (create_pou & co.) and objects that hold members (create_method & co.).
_IEC_CONTAINERS = (TYPE_APPLICATION, TYPE_FOLDER)
_MEMBER_CONTAINERS = (TYPE_POU, TYPE_INTERFACE, TYPE_FOLDER)
# Objects whose names share one namespace inside an application.
_NAMESPACE_TYPES = (TYPE_POU, TYPE_DUT, TYPE_GVL, TYPE_INTERFACE)

CATEGORY_BUILD = Guid('97F48D64-A2A3-4856-B640-75C046E37EA9')
CATEGORY_CODE_CHECKS = Guid('220493a1-f49b-4416-9a3f-a545db707cbe')
CATEGORY_PRECOMPILE = Guid('217BC73E-759B-4A3C-BFA1-991C938A6541')
CATEGORY_SCRIPT = Guid('{194B48A9-AB51-43ae-B9A9-51D3EDAADDF3}')
_CATEGORY_NAMES = {
    CATEGORY_BUILD: 'Build',
    CATEGORY_CODE_CHECKS: 'Additional code checks',
    CATEGORY_PRECOMPILE: 'Precompile',
    CATEGORY_SCRIPT: 'Script Messages',
}

_IDENTIFIER = re.compile(r'^[A-Za-z_][A-Za-z0-9_]*$')
PROJECT_FORMAT = 'interlock-codesys-standin-project'


def reference_enum(name):
    """An enum exactly as the ScriptEngine reference lists it (its names and values), for enums the stand-in has no
    behaviour of its own for."""
    import standin_api
    members = [(member, entry['value']) for member, entry in standin_api.REFERENCE.own_members(name).items()
               if entry.get('kind') == 'enum_member']
    return _NetEnum(name, members)


# Device parameters and connectors (ScriptDeviceParameters, ScriptDeviceObject).
ConnectorRole = reference_enum('ConnectorRole')
ChannelType = reference_enum('ChannelType')
AccessRight = reference_enum('AccessRight')

