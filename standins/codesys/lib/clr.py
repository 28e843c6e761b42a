"""IronPython's `clr` module, as far as scripts in the stand-in use it: references to the assemblies it simulates."""

_KNOWN = ('System', 'System.Windows.Forms', 'ScriptEngine.plugin')


def AddReference(name):
    if name not in _KNOWN:
        raise IOError('Could not add reference to assembly %s' % name)
