// The library extras through MCP on the stand-in: reference options, installing and uninstalling libraries,
// missing libraries and library content, as an agent uses them and as the person sees them on the cards.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorText, structured, packagingProjectPerTest } from '../test-support/standin.ts';

interface Reference {
  name: string;
  kind: string;
  default_resolution: string | null;
  resolved: boolean;
  resolved_to: string | null;
  options: { qualified_only: boolean | null; optional: boolean | null; hidden: boolean | null; system_library: boolean | null; namespace: string | null; pinned_to: string | null };
}
interface References {
  references: Reference[];
  content_hash: string;
}

describe('CODESYS library extras', () => {
  const packaging = packagingProjectPerTest();

  const cardText = (preview: unknown) => (preview as { text: string }).text;
  const listLibraries = async () => structured<References>(await packaging.h.harness.call('codesys_list_libraries', { project_path: packaging.project }));

  it('reads reference options, changes them and pins a placeholder after the card, refuses what cannot work, and History puts them back', async () => {
    const { approve, harness } = packaging.h;
    const before = await listLibraries();
    expect(before.references.map((r) => [r.name, r.options])).toEqual([
      ['#Standard', { qualified_only: false, optional: false, hidden: false, system_library: false, publish_symbols: false, namespace: 'Standard', pinned_to: null }],
      ['#IoStandard', { qualified_only: false, optional: false, hidden: false, system_library: false, publish_symbols: false, namespace: 'IoStandard', pinned_to: null }],
      ['BreakpointLogging, 3.5.17.0 (System)', { qualified_only: false, optional: false, hidden: true, system_library: true, publish_symbols: false, namespace: 'BPLog', pinned_to: null }],
    ]);

    // Denied: nothing changes.
    const pending = harness.call('codesys_set_library_reference', { project_path: packaging.project, name: 'Standard', qualified_only: true, pin_version: '3.5.17.0', expected_content_hash: before.content_hash });
    const card = await harness.answerNextApproval('deny');
    expect(cardText(card.preview)).toBe(
      [
        `Change the library reference #Standard in the Library Manager in ${packaging.project}:`,
        '  qualified-only access  no  →  yes   (changed)',
        '  optional               no  →  no',
        '  hidden                 no  →  no',
        '  pinned to              none (default: Standard, * (System))  →  Standard, 3.5.17.0 (System)   (changed)',
        '  resolves to            Standard, 3.5.19.0 (System)  →  Standard, 3.5.17.0 (System)   (changed)',
        'Code that uses its names without "Standard." no longer compiles.',
        'The application builds against Standard, 3.5.17.0 (System) from now on.',
      ].join('\n'),
    );
    expect(errorText(await pending)).toMatch(/Denied/);
    expect((await listLibraries()).references).toEqual(before.references);

    // Refused before any card, changing nothing.
    const refusals: Array<[Record<string, unknown>, RegExp]> = [
      [{ name: 'Standard', pin_version: '9.9.9.9' }, /No installed library matches Standard, 9\.9\.9\.9 \(System\).*nothing was changed/],
      [{ name: 'BreakpointLogging', pin_version: '3.5.17.0' }, /is a managed reference, which names its version itself/],
      [{ name: 'Motion', optional: true }, /references no library named "Motion"/],
      [{ name: 'IoStandard', hidden: false }, /#IoStandard already has these settings; nothing was changed/],
    ];
    for (const [args, message] of refusals) expect(errorText(await harness.call('codesys_set_library_reference', { project_path: packaging.project, ...args }))).toMatch(message);
    expect(harness.core.store.state.approvals).toEqual([]);
    expect((await listLibraries()).references).toEqual(before.references);

    const changed = await approve('codesys_set_library_reference', { project_path: packaging.project, name: '#Standard', qualified_only: true, pin_version: '3.5.17.0', expected_content_hash: before.content_hash });
    const result = structured<{ reference: Reference; content_hash: string }>(changed.result);
    expect(result.reference).toMatchObject({ name: '#Standard', default_resolution: 'Standard, * (System)', resolved_to: 'Standard, 3.5.17.0 (System)', options: { qualified_only: true, pinned_to: 'Standard, 3.5.17.0 (System)' } });
    const after = await listLibraries();
    expect(after.content_hash).toBe(result.content_hash);
    expect(after.references.find((r) => r.name === '#Standard')).toEqual(result.reference);

    const optional = await approve('codesys_set_library_reference', { project_path: packaging.project, name: 'IoStandard', optional: true, expected_content_hash: after.content_hash });
    expect(structured<{ reference: Reference }>(optional.result).reference.options.optional).toBe(true);

    // History: the later change first, then the earlier one (which needs the reference as that change left it).
    await harness.core.audit.flush();
    const { entries } = await harness.core.audit.read();
    const changes = entries.filter((e) => e.tool === 'codesys_set_library_reference' && e.outcome === 'succeeded');
    expect(changes).toHaveLength(2);
    expect(await harness.core.reverter.revertable(changes)).toEqual([changes[0]!.id, changes[1]!.id]);
    await harness.core.reverter.revert(changes[1]!.id);
    await harness.core.reverter.revert(changes[0]!.id);
    const reverted = await listLibraries();
    expect(reverted.references).toEqual(before.references);
    // About twenty CODESYS commands: more than the default 30 s on a busy machine.
  }, 90_000);

  /** A library file as the stand-in reads it (a real one is binary): a library header and what it holds. */
  const libraryFile = (name: string, version: string, company: string) =>
    JSON.stringify({ format: 'interlock-codesys-standin-project', version: 1, active_application: null, library: { name, company, version, placeholder: name, namespace: name, qualified_only: false }, objects: [] });

  it('installs a library file into the machine-wide repository after the card, refuses a second copy and a file that is none, and uninstalls it saying who used it', async () => {
    const { approve, harness } = packaging.h;
    await writeFile(join(packaging.world.workspace, 'Motion.library'), libraryFile('OldVendorMotion', '2.1.0.0', 'Old Vendor'));
    await writeFile(join(packaging.world.workspace, 'notes.library'), 'not a library');

    const pending = harness.call('codesys_install_library', { file_path: 'Motion.library' });
    const card = await harness.answerNextApproval('deny');
    expect(cardText(card.preview)).toMatch(
      /^Install OldVendorMotion, 2\.1\.0\.0 \(Old Vendor\) into the IDE's library repository System\.\nFrom .*Motion\.library \(sha256:[0-9a-f]{12}…\)\.\nThe repository is machine-wide: every project on this PC can use it, not only the open one\.\nNothing installed is replaced\.$/,
    );
    expect(errorText(await pending)).toMatch(/Denied/);
    const repository = async (search: string) => structured<{ libraries: Array<{ display_name: string }> }>(await harness.call('codesys_list_library_repository', { search })).libraries.map((l) => l.display_name);
    expect(await repository('OldVendor')).toEqual([]);

    expect(errorText(await harness.call('codesys_install_library', { file_path: 'notes.library' }))).toMatch(/CODESYS cannot install notes\.library: .*not a valid library.*Nothing was installed/);
    expect(errorText(await harness.call('codesys_install_library', { file_path: join(packaging.world.root, 'elsewhere.library') }))).toMatch(/outside/i);
    expect(harness.core.store.state.approvals).toEqual([]);

    const installed = await approve('codesys_install_library', { file_path: 'Motion.library' });
    expect(structured<{ library: { display_name: string }; replaced: boolean }>(installed.result)).toMatchObject({ library: { display_name: 'OldVendorMotion, 2.1.0.0 (Old Vendor)' }, replaced: false });
    expect(await repository('OldVendor')).toEqual(['OldVendorMotion, 2.1.0.0 (Old Vendor)']);
    expect(errorText(await harness.call('codesys_install_library', { file_path: 'Motion.library' }))).toMatch(/already installed in the repository System; nothing was installed\. Pass overwrite/);

    // The project uses it; uninstalling tells the person what that reference resolves to afterwards.
    const libraries = await listLibraries();
    await approve('codesys_add_library', { project_path: packaging.project, name: 'OldVendorMotion', expected_content_hash: libraries.content_hash });
    const denied = harness.call('codesys_uninstall_library', { name: 'OldVendorMotion', version: '2.1.0.0' });
    const uninstallCard = await harness.answerNextApproval('deny');
    expect(cardText(uninstallCard.preview)).toBe(
      [
        "Uninstall OldVendorMotion, 2.1.0.0 (Old Vendor) from the IDE's library repository System.",
        'The repository is machine-wide: every project on this PC that uses this version loses it.',
        'The project open in CODESYS uses it:',
        `  #OldVendorMotion in ${packaging.project} resolves to it now; without it: nothing (the project no longer builds)`,
      ].join('\n'),
    );
    expect(errorText(await denied)).toMatch(/Denied/);
    expect(errorText(await harness.call('codesys_uninstall_library', { name: 'OldVendorMotion', version: '9.9.9.9' }))).toMatch(/No installed library is OldVendorMotion, version 9\.9\.9\.9; nothing was uninstalled/);
    await approve('codesys_uninstall_library', { name: 'OldVendorMotion', version: '2.1.0.0' });
    expect(await repository('OldVendor')).toEqual([]);
    expect((await listLibraries()).references.find((r) => r.name === '#OldVendorMotion')).toMatchObject({ resolved: false });
  }, 90_000);

  it('downloads what the Store has of the missing libraries after the card and says clearly what is still missing', async () => {
    const { approve, harness } = packaging.h;
    // A project made elsewhere: IoStandard pinned to 3.5.15.0 (the Store has it), and a vendor library nobody has.
    const saved = JSON.parse(await readFile(packaging.project, 'utf8')) as { objects: unknown[] };
    const text = JSON.stringify(saved).replace(
      /"name":"Library Manager","type":"([^"]+)","guid":"([^"]+)"/,
      (_m, type: string, guid: string) =>
        `"name":"Library Manager","type":"${type}","guid":"${guid}","props":{"references":[{"kind":"placeholder","name":"IoStandard","default_resolution":"IoStandard, 3.5.15.0 (System)"},{"kind":"placeholder","name":"OldVendorMotion","default_resolution":"OldVendorMotion, 2.1.0.0 (Old Vendor)"}]}`,
    );
    expect(text).toContain('OldVendorMotion');
    await writeFile(packaging.project, text);

    const pending = harness.call('codesys_download_missing_libraries', { project_path: packaging.project });
    const card = await harness.answerNextApproval('deny');
    expect(cardText(card.preview)).toBe(
      [
        `These references of ${packaging.project} resolve to nothing:`,
        '  #IoStandard (wants IoStandard, 3.5.15.0 (System))',
        '  #OldVendorMotion (wants OldVendorMotion, 2.1.0.0 (Old Vendor))',
        "CODESYS downloads from the CODESYS Store (internet) what the Store has and installs it into the IDE's machine-wide library repository; what the Store lacks stays missing.",
      ].join('\n'),
    );
    expect(errorText(await pending)).toMatch(/Denied/);
    expect((await listLibraries()).references.filter((r) => r.resolved)).toEqual([]);

    const done = structured<{ installed: Reference[]; still_missing: Reference[]; note: string }>((await approve('codesys_download_missing_libraries', { project_path: packaging.project })).result);
    expect(done.installed.map((r) => [r.name, r.resolved_to])).toEqual([['#IoStandard', 'IoStandard, 3.5.15.0 (System)']]);
    expect(done.still_missing.map((r) => r.name)).toEqual(['#OldVendorMotion']);
    expect(done.note).toMatch(/The CODESYS Store does not have what #OldVendorMotion needs; they still resolve to nothing\. Install the library from its file with codesys_install_library/);

    // Without the reference nothing has, nothing is missing: refused without a card.
    const listed = await listLibraries();
    await approve('codesys_remove_library', { project_path: packaging.project, name: 'OldVendorMotion', expected_content_hash: listed.content_hash });
    expect(errorText(await harness.call('codesys_download_missing_libraries', { project_path: packaging.project }))).toMatch(/Every library reference of the application resolves; nothing is missing/);
    expect(harness.core.store.state.approvals).toEqual([]);
  }, 90_000);

  it('documents a library from its file and searches the libraries for a type, saying which ones cannot be read', async () => {
    const { harness } = packaging.h;
    interface Content {
      libraries: Array<{ library: string; readable: boolean; reason: string | null; total: number; items: Array<{ name: string; kind: string; summary: string | null; declaration: string }> }>;
      truncated: boolean;
    }
    const util = structured<Content>(await harness.call('codesys_get_library_documentation', { library: 'Util', max_items: 3 }));
    expect(util.libraries[0]).toMatchObject({ library: 'Util, 3.5.19.0 (System)', readable: true, total: 8 });
    expect(util.libraries[0]!.items.map((i) => [i.name, i.kind])).toEqual([['BLINK', 'function_block'], ['HYSTERESIS', 'function_block'], ['LIMITALARM', 'function_block']]);
    expect(util.libraries[0]!.items[0]!.summary).toBe('Pulsing signal: OUT is TRUE for TIMEHIGH and FALSE for TIMELOW while ENABLE is TRUE');
    expect(util.libraries[0]!.items[0]!.declaration).toContain('TIMEHIGH : TIME;');
    expect(util.truncated).toBe(true);
    const ton = structured<Content>(await harness.call('codesys_get_library_documentation', { library: 'Standard', version: '3.5.17.0', name_filter: 'ton' }));
    expect(ton.libraries[0]).toMatchObject({ library: 'Standard, 3.5.17.0 (System)', total: 1, items: [{ name: 'TON', kind: 'function_block' }] });
    const compiled = structured<Content>(await harness.call('codesys_get_library_documentation', { library: 'CAA Memory' }));
    expect(compiled.libraries[0]).toMatchObject({ readable: false, reason: expect.stringMatching(/compiled library/) });
    expect(errorText(await harness.call('codesys_get_library_documentation', { library: 'Motion Control' }))).toMatch(/No installed library is named "Motion Control"/);

    const everywhere = structured<Content>(await harness.call('codesys_search_library_types', { name: 'trig' }));
    expect(everywhere.libraries.filter((l) => l.readable).map((l) => [l.library, l.items.map((i) => i.name)])).toEqual([['Standard, 3.5.19.0 (System)', ['R_TRIG', 'F_TRIG']]]);
    expect(everywhere.libraries.filter((l) => !l.readable).map((l) => l.library)).toContain('CAA Memory, 3.5.19.0 (CAA Technology Workgroup)');
    const inProject = structured<Content>(await harness.call('codesys_search_library_types', { name: 'BLINK', project_path: packaging.project }));
    expect(inProject.libraries.filter((l) => l.readable)).toEqual([]);
  });
});
