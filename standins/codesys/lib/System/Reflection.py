"""System.Reflection in the stand-in: the binding flags and the exceptions a lookup raises."""
import enum


class BindingFlags(enum.IntFlag):
    Default = 0
    IgnoreCase = 1
    DeclaredOnly = 2
    Instance = 4
    Static = 8
    Public = 16
    NonPublic = 32

    def __str__(self):
        return self.name or repr(int(self))


class AmbiguousMatchException(Exception):
    pass


class TargetParameterCountException(Exception):
    pass
