# Text handling shared by the watcher and every command script (ScriptLibrary puts it first in both).
# IronPython 2.7 and python3; ASCII only.
from __future__ import print_function

try:
    text_type = unicode  # noqa: F821 (IronPython 2.7)
except NameError:
    text_type = str


def to_text(value):
    """Unicode text from anything; localized .NET or compiler text may arrive as bytes in any of these encodings."""
    if isinstance(value, text_type):
        return value
    if isinstance(value, bytes):
        for encoding in ('utf-8', 'mbcs', 'latin-1'):
            try:
                return value.decode(encoding)
            except (UnicodeDecodeError, LookupError):
                continue
    try:
        return text_type(value)
    except Exception:
        return repr(value)
