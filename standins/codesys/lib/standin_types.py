"""Object type GUIDs as str(obj.type) reports them in a real IDE (docs/codesys-scriptengine-api.md, section 4)."""

TYPE_IDS = {
    'pou': '6f9dac99-8de1-4efc-8465-68ac443b7d08',
    'dut': '2db5746d-d284-4425-9f7f-2663a34b0ebc',
    'gvl': 'ffbfa93a-b94d-45fc-a329-229860183b1d',
    'interface': '6654496c-404d-479a-aad2-8551054e5f1e',
    'method': 'f8a58466-d7f6-439f-bbb8-d4600e41d099',
    'property': '5a3b8626-d3e9-4f37-98b5-66420063d91e',
    'accessor': '792f2eb6-721e-4e64-ba20-bc98351056db',
    'action': '8ac092e5-3128-4e26-9e7e-11016c6684f2',
    'folder': '738bea1e-99bb-4f04-90bb-a7a567e74e3a',
    'device': '225bfe47-7336-4dbc-9419-4105a7c831fa',
    'plc_logic': '40b404f9-e5dc-42c6-907f-c89f4a517386',
    'application': '639b491f-5557-464c-af91-1471bac9f549',
    'library_manager': 'adb5cb65-8e1d-4a00-b70a-375ea27582f3',
    'task_configuration': 'ae1de277-a207-4a28-9efb-456c06bd52f3',
    'task': '98a2708a-9b18-4f31-82ed-a1465b24fa2d',
    'task_call': '413e2a7d-adb1-4d2c-be29-6ae6e4fab820',
    'project_settings': '8753fe6f-4a22-4320-8103-e553c4fc8e04',
    'project_info': '085afe48-c5d8-4ea5-ab0d-b35701fa6009',
}

KIND_BY_TYPE = dict((value, key) for key, value in TYPE_IDS.items())
