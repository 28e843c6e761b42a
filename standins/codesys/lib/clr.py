"""IronPython's `clr` module, as far as scripts in the stand-in use it: references to the assemblies it simulates.

CODESYS_STANDIN_NO_WINFORMS=1 makes System.Windows.Forms unavailable (an IDE where no UI timer can be installed).
GetClrType gives the .NET type behind an object's Python type, for reflection (System._clr_type).
"""
import os

_KNOWN = ('System', 'System.Windows.Forms', 'ScriptEngine.plugin')


def AddReference(name):
    if name not in _KNOWN or (name == 'System.Windows.Forms' and os.environ.get('CODESYS_STANDIN_NO_WINFORMS')):
        raise IOError('Could not add reference to assembly %s' % name)


def GetClrType(python_type):
    import System
    return System._clr_type(python_type)
