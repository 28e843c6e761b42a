// The library extras through MCP on the stand-in: reference options, installing and uninstalling libraries,
// missing libraries and library content, as an agent uses them and as the person sees them on the cards.
import { describe, expect, it } from 'vitest';
import { errorText, structured, packagingProjectPerTest } from './test-support/standin.ts';

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
});
