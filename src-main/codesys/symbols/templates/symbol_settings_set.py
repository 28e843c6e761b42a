# interlock-helpers: common ensure_project_open find_object_by_path symbol_config
# Changes settings of the symbol configuration (content feature flags, attribute and comment filters, direct I/O
# access, client side layout), but only while the settings are still those the change was planned against.
from __future__ import print_function

COMPARED = ('content_feature_flags', 'attribute_filter_type', 'attribute_filter_data', 'comment_filter_type',
            'direct_io_access', 'layout_calculator')


def main(params):
    project = ensure_project_open(params['project_path'])
    application = symbol_application(project, params.get('application_path'))
    config = require_symbol_config(application)
    before = describe_settings(config)
    expected = params['expected']
    if any(before[key] != expected[key] for key in COMPARED):
        fail('The symbol configuration settings changed in CODESYS after they were read. Nothing was changed; read them '
             'again with codesys_get_symbol_config and retry.')
    settings = params['settings']
    if settings.get('direct_io_access') and before['direct_io_obstacles']:
        fail('Direct I/O access cannot take effect: %s Nothing was changed.' % ' '.join(before['direct_io_obstacles']))
    if 'content_feature_flags' in settings:
        config.content_feature_flags = enum_value(script_enum('SymbolConfigContentFeatureFlags'), flags_value(settings['content_feature_flags']))
    if 'attribute_filter_type' in settings:
        config.symbol_attribute_filter_type = enum_value(script_enum('SymbolAttributeFilterTypes'), ATTRIBUTE_FILTERS.index(settings['attribute_filter_type']))
    if 'attribute_filter_data' in settings:
        config.symbol_attribute_filter_data = settings['attribute_filter_data']
    if 'comment_filter_type' in settings:
        config.symbol_comment_filter_type = enum_value(script_enum('SymbolCommentFilterType'), COMMENT_FILTERS.index(settings['comment_filter_type']))
    if 'direct_io_access' in settings:
        config.enable_direct_io_access = bool(settings['direct_io_access'])
    if 'layout_calculator' in settings:
        config.client_side_layout_calculator_guid = make_guid(LAYOUTS.get(settings['layout_calculator'], settings['layout_calculator']))
    commit(project, params)
    emit_result({'before': before, 'state': symbol_state(application)})


run_command(main)
