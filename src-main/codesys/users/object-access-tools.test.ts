// Object access through MCP on the stand-in: a group's rights on an object change only after a card in words and a
// login to the project's user management; Owner, unknown groups and stale hashes are refused; History reverts in order.
import { describe, expect, it } from 'vitest';
import { errorText, packagingProjectPerTest, structured } from '../test-support/standin.ts';

interface Access {
  path: string;
  groups: Array<{ group: string; permissions: Record<string, string> }>;
  content_hash: string;
}

describe('CODESYS object access tools', () => {
  const t = packagingProjectPerTest();
  const read = async () => structured<Access>(await t.h.harness.call('codesys_read_object_access', { project_path: t.project, object_path: 'Application' }));

  it('denies and grants rights of a group on an object after a card in words, refuses Owner, an unknown group and a stale hash, and reverts from History', async () => {
    const { approve, harness } = t.h;
    const before = await read();
    expect(before).toMatchObject({ path: 'Device/Plc Logic/Application', groups: [{ group: 'Everyone', permissions: { view: 'default', modify: 'default', remove: 'default', add_remove_children: 'default' } }] });

    expect(errorText(await harness.call('codesys_grant_object_access', { project_path: t.project, object_path: 'Application', group: 'owner', permissions: ['modify'], state: 'denied' }))).toMatch(
      /The Owner group always holds every right.*Nothing was changed/,
    );
    expect(errorText(await harness.call('codesys_grant_object_access', { project_path: t.project, object_path: 'Application', group: 'Operators', permissions: ['view'], state: 'granted' }))).toMatch(
      /No user group named "Operators" in the project \(there are: Everyone, and Owner\)/,
    );
    expect(harness.core.store.state.approvals).toEqual([]);

    const pending = harness.call('codesys_grant_object_access', { project_path: t.project, object_path: 'Application', group: 'everyone', permissions: ['modify', 'remove'], state: 'denied', expected_content_hash: before.content_hash });
    const denied = await harness.answerNextApproval('deny');
    expect((denied.preview as { text: string }).text).toBe(
      [
        'Access rights of the group Everyone on Device/Plc Logic/Application:',
        '  modify               default -> denied   (Everyone may no longer modify it)',
        '  remove               default -> denied   (Everyone may no longer remove it)',
        'Logs in to the user management as Owner for the change, unless a user is logged on in CODESYS.',
      ].join('\n'),
    );
    expect(errorText(await pending)).toMatch(/Denied/);
    expect(await read()).toEqual(before);

    // The change logs in to the user management first; a login CODESYS refuses changes nothing and says what to do.
    const refused = await approve('codesys_grant_object_access', { project_path: t.project, object_path: 'Application', group: 'Everyone', permissions: ['view'], state: 'denied', login_password: 'Not-0wners-pw' });
    expect(errorText(refused.result)).toMatch(/Could not log in to the project's user management as "Owner" \(.*\)\. .*log in in CODESYS .*or pass login_user and login_password\. Nothing was changed\./);
    expect(errorText(refused.result)).not.toContain('Not-0wners-pw');
    expect(refused.preview).toMatchObject({ text: expect.stringContaining('Logs in to the user management as Owner') });
    expect(await read()).toEqual(before);

    const changed = await approve('codesys_grant_object_access', { project_path: t.project, object_path: 'Application', group: 'Everyone', permissions: ['modify', 'remove'], state: 'denied', expected_content_hash: before.content_hash });
    expect(structured<Access>(changed.result).groups[0]!.permissions).toEqual({ view: 'default', modify: 'denied', remove: 'denied', add_remove_children: 'default' });
    expect(await read()).toEqual(structured(changed.result));

    const stale = await harness.call('codesys_grant_object_access', { project_path: t.project, object_path: 'Application', group: 'Everyone', permissions: ['view'], state: 'granted', expected_content_hash: before.content_hash });
    expect(errorText(stale)).toMatch(/changed since they were read.*Nothing was changed/);

    const granted = await approve('codesys_grant_object_access', { project_path: t.project, object_path: 'Application', group: 'Everyone', permissions: ['view', 'modify'], state: 'granted' });
    expect((granted.preview as { text: string }).text).toMatch(/view {17}default -> granted   \(Everyone may view it\)\n {2}modify {15}denied -> granted   \(Everyone may modify it\)/);

    // Reverting the first change is refused while the second one changed the same rights; undoing the second first works.
    await harness.core.audit.flush();
    const { entries } = await harness.core.audit.read();
    const [first, second] = entries.filter((e) => e.tool === 'codesys_grant_object_access' && e.outcome === 'succeeded');
    await expect(harness.core.reverter.revert(first!.id)).rejects.toThrow(/access of Everyone on Device\/Plc Logic\/Application/);
    await harness.core.reverter.revert(second!.id);
    await harness.core.reverter.revert(first!.id);
    expect((await read()).groups).toEqual(before.groups);
  });
});
