# Reads build messages from every message category (a build alone can report "0 errors" while the Build category
# holds errors: read them all, de-duplicated). Needs common.py and find_object_by_path.py.
from __future__ import print_function

import re

import scriptengine as se

# Fallbacks for categories not yet active; the live list comes from get_message_categories().
KNOWN_CATEGORIES = (
    '97F48D64-A2A3-4856-B640-75C046E37EA9',  # Build
    '220493A1-F49B-4416-9A3F-A545DB707CBE',  # Additional code checks
    '217BC73E-759B-4A3C-BFA1-991C938A6541',  # Precompile
)
POSITION_LINE = re.compile(r'(\d+)')


def message_categories():
    categories = []
    seen = set()
    try:
        active = list(se.system.get_message_categories(True))
    except Exception:
        active = []
    for category in active + [make_guid(text) for text in KNOWN_CATEGORIES]:
        key = norm_key(category)
        if key not in seen:
            seen.add(key)
            categories.append(category)
    return categories


def clear_categories(categories):
    for category in categories:
        try:
            se.system.clear_messages(category)
        except Exception:
            pass


def convert_message(message):
    severity = str(message.severity).lower()
    if 'error' in severity:
        kind = 'error'
    elif 'warning' in severity:
        kind = 'warning'
    elif 'info' in severity:
        kind = 'info'
    else:
        return None  # Text lines: "Build started", "Compile complete"
    position = to_text(getattr(message, 'position_text', None) or '')
    match = POSITION_LINE.search(position)
    part = 'implementation' if '(Impl' in position else 'declaration' if '(Decl' in position else None
    prefix = getattr(message, 'prefix', None)
    number = getattr(message, 'number', None)
    obj = getattr(message, 'object', None)
    return {
        'severity': kind,
        'text': to_text(message.text),
        'object_path': object_path(obj) if obj is not None else None,
        'line': int(match.group(1)) if match else None,
        'part': part,
        'code': '%s%04d' % (to_text(prefix), int(number)) if prefix and number is not None else None,
    }


def read_messages(categories):
    messages = []
    seen = set()
    for category in categories:
        try:
            found = se.system.get_message_objects(category)
        except Exception:
            continue
        for message in found:
            item = convert_message(message)
            if item is None:
                continue
            key = (item['severity'], item['text'], item['object_path'], item['line'], item['part'])
            if key not in seen:
                seen.add(key)
                messages.append(item)
    return messages
