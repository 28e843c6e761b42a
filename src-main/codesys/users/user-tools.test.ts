// The project-user tools through MCP on the stand-in: adding a user with a password that no card, event, log or audit
// record ever shows, removing one, and what is refused before any card.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorText, packagingProjectPerTest, structured } from '../test-support/standin.ts';

const PASSWORD = 'Sup3r-s3cret!pw';

interface Users {
  users: Array<{ name: string; full_name: string; groups: string[] }>;
  groups: Array<{ name: string; kind: string; members: string[] }>;
  content_hash: string;
}

/** Every file below `dir`, as text. */
async function allText(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  return (await Promise.all(files.map((f) => readFile(f, 'utf8').catch(() => '')))).join('\n');
}

describe('CODESYS project-user tools (SP20, where scripts can still set a password)', () => {
  const t = packagingProjectPerTest(undefined, { profile: 'CODESYS V3.5 SP20 Patch 4' });

  const list = async () => structured<Users>(await t.h.harness.call('codesys_list_project_users', { project_path: t.project }));

  it('adds a user whose password no card, event, log or audit record shows, and reverts the addition from History', async () => {
    const { approve, harness } = t.h;
    const before = await list();
    expect(before.users.map((u) => [u.name, u.groups])).toEqual([['Owner', ['Owner', 'Everyone']]]);
    expect(before.groups.map((g) => [g.name, g.kind])).toEqual([
      ['Owner', 'owner'],
      ['Everyone', 'everyone'],
    ]);

    expect(errorText(await harness.call('codesys_add_project_user', { project_path: t.project, name: 'alice', groups: ['Developers'] }))).toMatch(/No group named "Developers" .*there are: Owner, Everyone/);
    expect(errorText(await harness.call('codesys_add_project_user', { project_path: t.project, name: 'owner' }))).toMatch(/already has a user named "Owner"/);
    expect(harness.core.store.state.approvals).toEqual([]);

    const events: string[] = [];
    const off = harness.core.store.subscribe((event) => events.push(JSON.stringify(event)));
    const pending = harness.call('codesys_add_project_user', { project_path: t.project, name: 'alice', full_name: 'Alice Ng', password: PASSWORD, groups: ['owner'], expected_content_hash: before.content_hash });
    const card = await harness.answerNextApproval('approve-once');
    off();
    const added = structured<{ user: { name: string; groups: string[] } }>(await pending);
    expect((card.preview as { text: string }).text).toBe(
      [
        `Add the project user alice to ${t.project}:`,
        '  full name    Alice Ng',
        '  description  -',
        '  groups       Owner, Everyone',
        '  password     set',
        'alice joins the Owner group: every permission in the project, the user management included.',
        'Logs in to the user management as Owner for the change, unless a user is logged on in CODESYS.',
      ].join('\n'),
    );
    expect(card.args).toMatchObject({ password: '[redacted]' });
    expect(added.user).toMatchObject({ name: 'alice', groups: ['Owner', 'Everyone'] });

    await harness.core.audit.flush();
    expect(events.length).toBeGreaterThan(0);
    expect(events.join('\n')).not.toContain(PASSWORD);
    expect(await allText(harness.dataDir)).not.toContain(PASSWORD);
    await approve('codesys_save_project', { project_path: t.project });
    const saved = await readFile(t.project, 'utf8');
    expect(saved).not.toContain(PASSWORD);
    expect(saved).toContain('"name": "alice"');

    const { entries } = await harness.core.audit.read();
    const addition = entries.find((e) => e.tool === 'codesys_add_project_user' && e.outcome === 'succeeded')!;
    expect(JSON.stringify(addition)).not.toContain(PASSWORD);
    await harness.core.reverter.revert(addition.id);
    expect((await list()).content_hash).toBe(before.content_hash);
  });

  it('removes a user, refuses the last owner and an unknown user before any card, and changes nothing when denied', async () => {
    const { approve, harness } = t.h;
    await approve('codesys_add_project_user', { project_path: t.project, name: 'maint', groups: ['Everyone'] });
    const before = await list();
    expect(errorText(await harness.call('codesys_remove_project_user', { project_path: t.project, name: 'Owner' }))).toMatch(/Owner is the last member of the Owner group.*Nothing was changed/);
    expect(errorText(await harness.call('codesys_remove_project_user', { project_path: t.project, name: 'nobody' }))).toMatch(/No user named "nobody" .*there are: Owner, maint/);
    expect(harness.core.store.state.approvals).toEqual([]);

    const pending = harness.call('codesys_remove_project_user', { project_path: t.project, name: 'MAINT', expected_content_hash: before.content_hash });
    const card = await harness.answerNextApproval('deny');
    expect((card.preview as { text: string }).text).toMatch(/^Remove the project user maint from .*; member of Everyone\.\nNot revertible from History/);
    expect(errorText(await pending)).toMatch(/Denied/);
    expect((await list()).content_hash).toBe(before.content_hash);

    const removed = await approve('codesys_remove_project_user', { project_path: t.project, name: 'maint', expected_content_hash: before.content_hash });
    expect(structured<{ removed: { name: string } }>(removed.result).removed.name).toBe('maint');
    expect((await list()).users.map((u) => u.name)).toEqual(['Owner']);
  });
});

describe('CODESYS project-user tools on SP21 (IScriptUser.change_password no longer supported)', () => {
  const t = packagingProjectPerTest();

  it('adds no user when the password cannot be set, says why, and adds one without a password', async () => {
    const { approve } = t.h;
    const before = await approve('codesys_list_project_users', { project_path: t.project });
    const refused = await approve('codesys_add_project_user', { project_path: t.project, name: 'alice', password: PASSWORD, groups: ['Everyone'] });
    expect(errorText(refused.result)).toMatch(/does not let scripts set a project user's password \(IScriptUser\.change_password: .*no longer supported.*Nothing was added/);
    expect(errorText(refused.result)).not.toContain(PASSWORD);
    const after = structured<Users>((await approve('codesys_list_project_users', { project_path: t.project })).result);
    expect(after.content_hash).toBe(structured<Users>(before.result).content_hash);

    const added = await approve('codesys_add_project_user', { project_path: t.project, name: 'alice', groups: ['Everyone'] });
    expect(structured<{ user: { name: string } }>(added.result).user.name).toBe('alice');
  });

  it('logs in to the user management for each change (changes fail without it from SP21 Patch 5), logs out after, and refuses clearly when the login fails', async () => {
    const { approve, harness } = t.h;
    const before = structured<Users & { logged_on_user: string | null }>((await approve('codesys_list_project_users', { project_path: t.project })).result);
    expect(before.logged_on_user).toBeNull();

    const wrong = 'N0t-the-0wners-pw';
    const refusedLogin = async (tool: string, name: string) => {
      const refused = await approve(tool, { project_path: t.project, name, login_user: 'owner', login_password: wrong });
      expect((refused.preview as { text: string }).text).toMatch(/\nLogs in to the user management as owner for the change, unless a user is logged on in CODESYS\.$/);
      expect(errorText(refused.result)).toMatch(/^Could not log in to the project's user management as "owner" \(.+\)\. Changing project users, groups or access rights needs a login .*Nothing was changed\./);
      expect(errorText(refused.result)).not.toContain(wrong);
    };
    await refusedLogin('codesys_add_project_user', 'alice');
    expect(structured<Users>((await approve('codesys_list_project_users', { project_path: t.project })).result).content_hash).toBe(before.content_hash);

    const added = await approve('codesys_add_project_user', { project_path: t.project, name: 'maint', login_user: 'Owner', login_password: '' });
    expect(structured<{ user: { name: string } }>(added.result).user.name).toBe('maint');
    await refusedLogin('codesys_remove_project_user', 'maint');
    expect(structured<Users>((await approve('codesys_list_project_users', { project_path: t.project })).result).users.map((u) => u.name)).toEqual(['Owner', 'maint']);
    await harness.core.audit.flush();
    expect(await allText(harness.dataDir)).not.toContain(wrong);

    const removed = await approve('codesys_remove_project_user', { project_path: t.project, name: 'maint' });
    expect(structured<{ removed: { name: string } }>(removed.result).removed.name).toBe('maint');
    const after = structured<Users & { logged_on_user: string | null }>((await approve('codesys_list_project_users', { project_path: t.project })).result);
    expect(after.logged_on_user, 'the change logged out again').toBeNull();
    expect(after.content_hash).toBe(before.content_hash);
  });
});
