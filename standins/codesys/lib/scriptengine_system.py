"""Part of the stand-in's scriptengine module: `system` and the message store, with the builds that fill it."""
import os
import sys
import standin_st
import standin_ui
from standin_i18n import text as _t
from scriptengine_enums import (
    CATEGORY_BUILD, CATEGORY_SCRIPT, Guid, PromptHandling, ScriptPromptHandling, Severity, TYPE_DEVICE,
    _CATEGORY_NAMES, _NAMESPACE_TYPES)
from scriptengine_objects import ScriptObject
from standin_api import ApiObject
from scriptengine_projects import _PROJECTS


class ScriptMessage(ApiObject):
    """The documented fields only: no category, line_number or object_name."""

    def __init__(self, text, severity, obj=None, project=None, position=0, position_text=None, prefix=None, number=None, length=0):
        self.text = text
        self.severity = severity
        self.object = obj
        self.project = project
        self.position = position
        self.position_text = position_text
        self.position_offset = 0
        self.length = length
        self.prefix = prefix
        self.number = number

    def __repr__(self):
        return '<ScriptMessage %s: %s>' % (self.severity, self.text)


def _category(value):
    if value is None:
        return CATEGORY_SCRIPT
    return value if isinstance(value, Guid) else Guid(value)


class _System(ApiObject):
    _api_class = 'System'

    def __init__(self):
        self._messages = {}
        self._active = []
        self.ui_present = True
        self.executable_filename = ''
        self.prompt_handling = PromptHandling.NONE
        self._script_prompt_handling = ScriptPromptHandling.SuppressPrompts
        self.prompt_answers = {}
        self.abortable = True
        self.trace = False

    @property
    def script_prompt_handling(self):
        """ScriptEngine 4.2 (the reference maps it to SP22): missing on older profiles, as the strict base decides."""
        return self._script_prompt_handling

    @script_prompt_handling.setter
    def script_prompt_handling(self, value):
        self._script_prompt_handling = value

    # -- time and process

    def delay(self, milliseconds):
        """Waits while serving the UI message loop (timer ticks, the person's clicks), as the real delay does."""
        standin_ui.pump(max(0, int(milliseconds)))

    def process_messageloop(self):
        standin_ui.pump(0)

    def exit(self, exitcode=0):
        """Shuts the whole IDE down (unlike sys.exit, which only ends the running script)."""
        _PROJECTS._close_all()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(int(exitcode))

    # -- message store

    def _add(self, category, message):
        self._messages.setdefault(category, []).append(message)
        if category not in self._active:
            self._active.append(category)

    def write_message(self, severity, stMessage, obj=None, position=-1, length=None):
        self._add(CATEGORY_SCRIPT, ScriptMessage(stMessage, Severity(int(severity)), obj, None, max(position, 0)))

    def get_messages(self, category='{194B48A9-AB51-43ae-B9A9-51D3EDAADDF3}'):
        return [m.text for m in self._messages.get(_category(category), [])]

    def get_message_objects(self, category=None, severities=0xFFFFFFFF):
        return [m for m in self._messages.get(_category(category), []) if int(m.severity) & int(severities)]

    def get_message_categories(self, bActive=True):
        return list(self._active) if bActive else list(_CATEGORY_NAMES)

    def get_message_category_description(self, category):
        return _CATEGORY_NAMES.get(_category(category), '')

    def clear_messages(self, category):
        self._messages[_category(category)] = []

    # -- builds

    def _run_build(self, app, project=None):
        import standin_model  # noqa: E402  (the feature modules import scriptengine: loaded once it is complete)
        import standin_symbols
        project = project or app._project
        scope = app._node if app is not None else project._root
        device = scope.parent
        while device is not None and device.type != TYPE_DEVICE:
            device = device.parent
        label = '%s.%s' % (device.name, scope.name) if device is not None and app is not None else os.path.basename(project.path)
        objects = [n for n in scope.walk() if n.declaration is not None or n.implementation is not None]
        if app is not None:
            # POUs in the POU view (beside the devices) belong to every application.
            objects += [n for n in project._root.children if n.type in _NAMESPACE_TYPES]
        findings = standin_st.check_objects(objects)
        self.clear_messages(CATEGORY_BUILD)
        self._add(CATEGORY_BUILD, ScriptMessage(_t('build_started', label), Severity.Text))
        self._add(CATEGORY_BUILD, ScriptMessage(_t('typify'), Severity.Text))
        errors = warnings = 0
        for finding in findings:
            severity = Severity.Error if finding.severity == 'error' else Severity.Warning
            errors += finding.severity == 'error'
            warnings += finding.severity == 'warning'
            part = 'Impl' if finding.part == 'implementation' else 'Decl'
            self._add(CATEGORY_BUILD, ScriptMessage(
                _t(finding.key, *finding.args), severity, ScriptObject(finding.node, project), project,
                position=finding.line * 65536 + finding.column, position_text=_t('position', finding.line, finding.column, part),
                prefix='C', number=finding.number, length=finding.length))
        for text in (standin_model.library_errors(app._node) if app is not None else []):
            errors += 1
            self._add(CATEGORY_BUILD, ScriptMessage(text, Severity.Error, None, project))
        self._add(CATEGORY_BUILD, ScriptMessage(_t('compile_complete', errors, warnings), Severity.Text))
        if app is not None:
            project._up_to_date[str(app._node.guid)] = errors == 0
            if errors == 0:
                standin_symbols.compiled(app, objects)
        self._last_code_size = sum(len(n.implementation or '') * 3 + 64 for n in objects)

    def _report_code_size(self, app):
        self._add(CATEGORY_BUILD, ScriptMessage(_t('code_size', self._last_code_size), Severity.Information))
        self._add(CATEGORY_BUILD, ScriptMessage(_t('data_size', 1024 + 16 * len(list(app._node.walk()))), Severity.Information))


_SYSTEM = _System()
system = _SYSTEM
