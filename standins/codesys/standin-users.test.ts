// The stand-in's project user management (lib/standin_users.py): what the project-user templates rely on, checked
// against the ScriptUserManagement API (users, groups, passwords that are only ever checked, the last owner kept).
import { describe, expect, it } from 'vitest';
import { standinScriptRunner } from './standin-script.ts';

const run = standinScriptRunner('interlock-standin-users-');

describe('CODESYS stand-in: project users', () => {
  it('creates users and groups, keeps passwords only as hashes, keeps the last owner, and saves it all with the project', async () => {
    const result = await run(
      `
um = proj.user_management
alice = um.users.create('alice')
alice.change_password('', 'pw1')
try:
    alice.change_password('wrong', 'pw2')
    wrong_old = None
except ValueError as e:
    wrong_old = str(e)
dev = um.groups.create('Developers')
alice.add_to(dev)
try:
    um.users.create('ALICE')
    taken = None
except ValueError as e:
    taken = str(e)
try:
    um.users['Owner'].remove()
    last_owner = None
except Exception as e:
    last_owner = type(e).__name__
um.login('alice', 'pw1')
logged = um.logged_on_user.name
proj.save()
text = open(proj.path).read()
path = proj.path
proj.close()
again = projects.open(path).user_management
print(json.dumps({'wrong_old': wrong_old, 'taken': taken, 'last_owner': last_owner, 'logged': logged, 'plain_password_saved': 'pw1' in text,
                  'users': [[u.name, [g.name for g in u.groups]] for u in again.users], 'checks': again.users['alice'].check_password('pw1'),
                  'owner': again.groups.owner_group.name, 'everyone': [u.name for u in again.groups.everyone_group.get_user_members(False)]}))
`,
      { profile: 'CODESYS V3.5 SP20 Patch 4' },
    );
    expect(result).toEqual({
      wrong_old: "The old password of the user 'alice' is not correct",
      taken: "A user named 'ALICE' already exists",
      last_owner: 'CannotRemoveLastMemberFromOwnerGroupException',
      logged: 'alice',
      plain_password_saved: false,
      users: [
        ['Owner', ['Owner', 'Everyone']],
        ['alice', ['Everyone', 'Developers']],
      ],
      checks: true,
      owner: 'Owner',
      everyone: ['Owner', 'alice'],
    });
  });

  it('refuses change_password from SP21 on ("no longer supported", as a peer saw live on SP21 Patch 5)', async () => {
    const body = `
proj.user_management.login('Owner', '')
alice = proj.user_management.users.create('alice')
try:
    alice.change_password('', 'pw1')
    print(json.dumps(alice.check_password('pw1')))
except Exception as e:
    print(json.dumps([type(e).__name__, str(e)]))
`;
    expect(await run(body, { profile: 'CODESYS V3.5 SP21 Patch 5' })).toEqual(['NotSupportedException', 'IScriptUser.change_password is no longer supported']);
    expect(await run(body, { profile: 'CODESYS V3.5 SP20 Patch 4' })).toBe(true);
  });

  it('from SP21 Patch 5 changes users and groups only for a logged-on owner (as a peer saw live), and earlier profiles without a login', async () => {
    const body = `
um = proj.user_management
def attempt(f):
    try:
        f()
        return None
    except Exception as e:
        return [type(e).__name__, str(e)]
before = [attempt(lambda: um.users.create('bob')), attempt(lambda: um.groups.create('Developers')),
          attempt(lambda: um.groups.owner_group.remove_member(um.users['Owner']))]
um.login('Owner', '')
alice = um.users.create('alice')
um.logout()
as_nobody = attempt(lambda: setattr(alice, 'fullname', 'Alice'))
um.login('alice', '')
as_alice = attempt(alice.remove)
um.logout()
um.login('Owner', '')
removed = attempt(alice.remove)
print(json.dumps([before, as_nobody, as_alice, removed, [u.name for u in um.users]]))
`;
    const needsLogin = (who: string) => ['SecurityException', `Changing the user management needs a logged-on user with the permission to change it (logged on: ${who})`];
    expect(await run(body, { profile: 'CODESYS V3.5 SP21 Patch 5' })).toEqual([[needsLogin('nobody'), needsLogin('nobody'), needsLogin('nobody')], needsLogin('nobody'), needsLogin('alice'), null, ['Owner']]);
    expect(await run(body, { profile: 'CODESYS V3.5 SP20 Patch 4' })).toEqual([[null, null, ['CannotRemoveLastMemberFromOwnerGroupException', 'The Owner group needs at least one member']], null, null, ['UserNotExistingException', "The user 'alice' does not exist"], ['Owner', 'bob']]);
  });
});
