"""The slice of .NET's System namespace that scripts in the stand-in use: AppDomain data slots, reflection down to
the IDE's Execute Script File command, typed arrays, and the current process."""
import os

import standin_ui


class Object(object):
    pass


class String(str):
    pass


class _ArrayOf(object):
    def __getitem__(self, element_type):
        return lambda items: list(items)


Array = _ArrayOf()


class _AssemblyName(object):
    def __init__(self, name):
        self.Name = name


class _MethodInfo(object):
    def __init__(self, name, function):
        self.Name = name
        self._function = function

    def Invoke(self, target, arguments):
        return self._function(*list(arguments or []))


class _Type(object):
    def __init__(self, full_name, methods):
        self.FullName = full_name
        self._methods = methods

    def GetMethod(self, name):
        function = self._methods.get(name)
        return _MethodInfo(name, function) if function else None


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


_ASSEMBLIES = [
    _Assembly('mscorlib', []),
    _Assembly('System.Windows.Forms', []),
    _Assembly('ScriptEngine.plugin', [_Type('_3S.CoDeSys.ScriptEngine.CommandHelper', {'ExecuteScript': _execute_script})]),
]


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
        return list(_ASSEMBLIES)


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
