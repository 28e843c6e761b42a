"""The slice of .NET's System namespace that scripts in the stand-in use: AppDomain data slots, reflection down to
the IDE's Execute Script File command, typed arrays, and the current process."""
import os

import standin_ui
from System import Reflection


class Object(object):
    pass


class String(str):
    pass


class _ArrayOf(object):
    def __getitem__(self, element_type):
        return list


Array = _ArrayOf()


class _AssemblyName(object):
    def __init__(self, name):
        self.Name = name


class _TypeName(object):
    """What ParameterInfo.ParameterType gives: a .NET type, by its full name."""

    def __init__(self, full_name):
        self.FullName = full_name


class _ParameterInfo(object):
    def __init__(self, name, type_name):
        self.Name = name
        self.ParameterType = _TypeName(type_name)


class _MethodInfo(object):
    def __init__(self, name, function, parameters, is_static=True):
        self.Name = name
        self.IsStatic = is_static
        self._function = function
        self._parameters = [_ParameterInfo(n, t) for n, t in parameters]

    def GetParameters(self):
        return list(self._parameters)

    def Invoke(self, target, arguments):
        arguments = list(arguments or [])
        if len(arguments) != len(self._parameters):
            raise Reflection.TargetParameterCountException('Parameter count mismatch.')
        return self._function(*arguments)


class _FieldInfo(object):
    def __init__(self, name, getter):
        self.Name = name
        self._getter = getter

    def GetValue(self, target):
        return self._getter(target)


class _Type(object):
    """A .NET type as reflection shows it: its public methods (overloads included) and its private fields."""

    def __init__(self, full_name, methods=(), fields=None):
        self.FullName = full_name
        self._methods = list(methods)
        self._fields = dict(fields or {})

    def GetMethods(self):
        return list(self._methods)

    def GetMethod(self, name):
        # .NET: one public method by name, None when there is none, AmbiguousMatchException when it is overloaded.
        found = [m for m in self._methods if m.Name == name]
        if len(found) > 1:
            raise Reflection.AmbiguousMatchException('Ambiguous match found.')
        return found[0] if found else None

    def GetField(self, name, flags=None):
        getter = self._fields.get(name)
        if getter is None:
            return None
        # A private instance field is found only when the flags ask for non-public instance members.
        wanted = Reflection.BindingFlags.NonPublic | Reflection.BindingFlags.Instance
        if flags is None or (int(flags) & int(wanted)) != int(wanted):
            return None
        return _FieldInfo(name, getter)


class _Assembly(object):
    def __init__(self, name, types):
        self._name = name
        self._types = dict((t.FullName, t) for t in types)

    def GetName(self):
        return _AssemblyName(self._name)

    def GetType(self, name):
        return self._types.get(name)


def _execute_script(path):
    """_3S.CoDeSys.ScriptEngine.CommandHelper.ExecuteScript: runs a script file synchronously, as Tools > Scripting >
    Execute Script File does, with a running-script context for its whole run."""
    standin_ui.run_script(str(path), [])


def _execute_script_with_arguments(path, arguments):
    standin_ui.run_script(str(path), list(arguments or []))


def _command_helper():
    """Nothing public documents CommandHelper (a peer found it by reflection on SP21). Switches model other builds:
    CODESYS_STANDIN_NO_EXECUTE_SCRIPT=1 (no such method), CODESYS_STANDIN_EXECUTE_SCRIPT_OVERLOAD=1 (a second
    overload, which makes a lookup by name alone ambiguous)."""
    if os.environ.get('CODESYS_STANDIN_NO_EXECUTE_SCRIPT'):
        return []
    methods = [_MethodInfo('ExecuteScript', _execute_script, [('scriptFile', 'System.String')])]
    if os.environ.get('CODESYS_STANDIN_EXECUTE_SCRIPT_OVERLOAD'):
        methods.append(_MethodInfo('ExecuteScript', _execute_script_with_arguments,
                                   [('scriptFile', 'System.String'), ('arguments', 'System.String[]')]))
    return [_Type('_3S.CoDeSys.ScriptEngine.CommandHelper', methods)]


class _OnlineScriptExecutor(object):
    """The script executor the online layer keeps in its private field `_executor` (a peer reached it by reflection on
    SP16): ExecuteSource runs Python source as a script, with a running-script context for its whole run."""

    def ExecuteSource(self, source):
        standin_ui.run_source(str(source))


def _clr_type(python_type):
    """clr.GetClrType: the .NET type behind a scriptengine object. Only the online layer's private executor field is
    modelled; CODESYS_STANDIN_NO_ONLINE_EXECUTOR=1 is a build where the field is not there (renamed or gone)."""
    if python_type.__name__ == 'ScriptOnline':
        fields = {}
        if not os.environ.get('CODESYS_STANDIN_NO_ONLINE_EXECUTOR'):
            executor = _OnlineScriptExecutor()
            fields['_executor'] = lambda target: executor
        return _Type('_3S.CoDeSys.ScriptDriverOnline.ScriptOnline', fields=fields)
    return _Type('_3S.CoDeSys.ScriptEngine.' + python_type.__name__)


class _AppDomain(object):
    def __init__(self):
        self._data = {}

    def GetData(self, name):
        return self._data.get(name)

    def SetData(self, name, value):
        if value is None:
            self._data.pop(name, None)
        else:
            self._data[name] = value

    def GetAssemblies(self):
        return [_Assembly('mscorlib', []), _Assembly('System.Windows.Forms', []), _Assembly('ScriptEngine.plugin', _command_helper())]


class AppDomain(object):
    CurrentDomain = _AppDomain()


class _Process(object):
    def __init__(self, pid):
        self.Id = pid


class Diagnostics(object):
    class Process(object):
        @staticmethod
        def GetCurrentProcess():
            return _Process(os.getpid())
