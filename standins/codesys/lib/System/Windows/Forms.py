"""System.Windows.Forms in the stand-in: the UI-thread Timer (served by standin_ui's message loop) and Application."""
import time

import standin_ui


class _Event(object):
    """A .NET event: handlers are added with += and removed with -=."""

    def __init__(self):
        self._handlers = []

    def __iadd__(self, handler):
        self._handlers.append(handler)
        return self

    def __isub__(self, handler):
        if handler in self._handlers:
            self._handlers.remove(handler)
        return self

    def _raise(self, sender, args):
        for handler in list(self._handlers):
            handler(sender, args)


class Timer(object):
    """Ticks on the UI thread while its message loop runs; never while a handler keeps the thread without pumping."""

    def __init__(self):
        self.Tick = _Event()
        self._interval = 100
        self.Enabled = False
        self._due = 0.0
        self._disposed = False
        standin_ui.register_timer(self)

    @property
    def Interval(self):
        return self._interval

    @Interval.setter
    def Interval(self, value):
        if int(value) <= 0:
            raise ValueError("Interval '%s' is not a valid value for Interval. Interval must be greater than 0." % value)
        self._interval = int(value)
        if self.Enabled:
            self.Start()  # as in WinForms: a new interval restarts the countdown

    def Start(self):
        self._due = time.time() + self._interval / 1000.0
        self.Enabled = True

    def Stop(self):
        self.Enabled = False

    def Dispose(self):
        self.Enabled = False
        self._disposed = True


class Application(object):
    OpenForms = []

    @staticmethod
    def DoEvents():
        standin_ui.pump(0)
