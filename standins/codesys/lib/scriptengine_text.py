"""Part of the stand-in's scriptengine module: ScriptTextDocument: the textual declaration and implementation of an object."""
from standin_api import ApiObject


def _normalize(text):
    if not isinstance(text, str):
        raise TypeError('expected str, got %s' % type(text).__name__)
    return text.replace('\r\n', '\n').replace('\r', '\n')


class ScriptTextDocument(ApiObject):
    def __init__(self, obj, part):
        self._obj = obj
        self._part = part

    @property
    def text(self):
        return getattr(self._obj._node, self._part)

    @property
    def length(self):
        return len(self.text)

    @property
    def linecount(self):
        return len(self.text.split('\n'))

    def _set(self, text):
        setattr(self._obj._node, self._part, text)
        self._obj._project._changed()

    def _offset(self, lineno, lineoffset):
        lines = self.text.split('\n')
        if lineno < 0 or lineno >= len(lines):
            raise ValueError('Specified argument was out of the range of valid values.\nParameter name: lineno')
        return sum(len(line) + 1 for line in lines[:lineno]) + lineoffset

    def _position(self, args, kwargs, names):
        """Resolves the C# overloads `(offset, ...)` / `(lineno, lineoffset, ...)` given by position or keyword."""
        if 'lineno' in kwargs:
            return self._offset(kwargs['lineno'], kwargs.get('lineoffset', 0)), args
        if 'offset' in kwargs:
            return kwargs['offset'], args
        if len(args) == len(names) + 2:
            return self._offset(args[0], args[1]), args[2:]
        if len(args) == len(names) + 1:
            return args[0], args[1:]
        raise TypeError('no overload accepts these arguments')

    def get_line(self, lineno):
        return self.text.split('\n')[lineno]

    def get_text(self, *args, **kwargs):
        start, rest = self._position(args, kwargs, ['length'])
        length = kwargs['length'] if 'length' in kwargs else rest[0]
        return self.text[start:start + length]

    def replace_line(self, lineno, line):
        lines = self.text.split('\n')
        lines[lineno] = _normalize(line)
        self._set('\n'.join(lines))

    def append(self, text):
        self._set(self.text + _normalize(text))

    def insert(self, *args, **kwargs):
        if 'text' in kwargs:
            start, _ = self._position(args, kwargs, [])
            text = kwargs['text']
        else:
            start, rest = self._position(args, kwargs, ['text'])
            text = rest[0]
        current = self.text
        self._set(current[:start] + _normalize(text) + current[start:])

    def remove(self, *args, **kwargs):
        start, rest = self._position(args, kwargs, ['length'])
        length = kwargs['length'] if 'length' in kwargs else rest[0]
        current = self.text
        self._set(current[:start] + current[start + length:])

    def replace(self, *args, **kwargs):
        whole = kwargs.get('new_text')
        if whole is None and len(args) == 1 and not kwargs:
            whole = args[0]
        if whole is not None:
            self._set(_normalize(whole))
            return
        new_text = kwargs['newtext'] if 'newtext' in kwargs else args[-1]
        positional = args if 'newtext' in kwargs else args[:-1]
        start, rest = self._position(positional, kwargs, ['length'])
        length = kwargs['length'] if 'length' in kwargs else rest[0]
        current = self.text
        self._set(current[:start] + _normalize(new_text) + current[start + length:])
