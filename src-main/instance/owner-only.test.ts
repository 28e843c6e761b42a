import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentWindowsUser, icaclsOwnerOnlyArgs, makeOwnerOnlyDir, parseIcaclsListing, parseWhoamiUser, readAcl, restrictToOwner } from './owner-only.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'interlock-owner-only-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('owner-only files', () => {
  it('reads the account and SID from whoami /user, in CSV or in table form', () => {
    expect(parseWhoamiUser('"desktop-7\\ada","S-1-5-21-1004336348-1177238915-682003330-1001"\r\n')).toEqual({
      name: 'desktop-7\\ada',
      sid: 'S-1-5-21-1004336348-1177238915-682003330-1001',
    });
    const table = ['', 'USER INFORMATION', '----------------', '', 'User Name           SID', '=================== ===========================', 'desktop-7\\ada lovelace S-1-5-21-1-2-3-1001', ''];
    expect(parseWhoamiUser(table.join('\r\n'))).toEqual({ name: 'desktop-7\\ada lovelace', sid: 'S-1-5-21-1-2-3-1001' });
    expect(parseWhoamiUser('ERROR: Unable to get user name.')).toBeNull();
  });

  it('asks icacls for one full-control entry for the SID and no inherited ones, inheritable for a directory', () => {
    expect(icaclsOwnerOnlyArgs('C:\\Interlock\\token', 'S-1-5-21-1-2-3-1001', 'file')).toEqual(['C:\\Interlock\\token', '/inheritance:r', '/grant:r', '*S-1-5-21-1-2-3-1001:F']);
    expect(icaclsOwnerOnlyArgs('C:\\Interlock', 'S-1-5-21-1-2-3-1001', 'directory')).toEqual(['C:\\Interlock', '/inheritance:r', '/grant:r', '*S-1-5-21-1-2-3-1001:(OI)(CI)F']);
  });

  it("parses icacls' listing of a path with spaces and principals with spaces", () => {
    const path = 'C:\\Data Files\\token';
    const listing = [
      `${path} BUILTIN\\Administrators:(I)(F)`,
      '                       NT AUTHORITY\\SYSTEM:(I)(F)',
      '                       NT AUTHORITY\\Authenticated Users:(I)(M)',
      '                       APPLICATION PACKAGE AUTHORITY\\ALL APPLICATION PACKAGES:(I)(RX)',
      '',
      'Successfully processed 1 files; Failed processing 0 files',
      '',
    ].join('\r\n');
    expect(parseIcaclsListing(listing, path)).toEqual([
      { principal: 'BUILTIN\\Administrators', rights: '(I)(F)' },
      { principal: 'NT AUTHORITY\\SYSTEM', rights: '(I)(F)' },
      { principal: 'NT AUTHORITY\\Authenticated Users', rights: '(I)(M)' },
      { principal: 'APPLICATION PACKAGE AUTHORITY\\ALL APPLICATION PACKAGES', rights: '(I)(RX)' },
    ]);
    expect(parseIcaclsListing('C:\\other 1:(F)\r\n', path)).toEqual([]);
  });

  it('restricts a file and a data directory Interlock creates to the current user (0600/0700, or one ACL entry on Windows)', async () => {
    const file = join(dir, 'token');
    await writeFile(file, 'x', { mode: 0o644 });
    await restrictToOwner(file, 'file');
    const created = join(dir, 'data');
    await makeOwnerOnlyDir(created);
    await writeFile(join(created, 'token.tmp'), 'x');
    if (process.platform !== 'win32') {
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await stat(created)).mode & 0o777).toBe(0o700);
      return;
    }
    const user = await currentWindowsUser();
    expect(user.sid).toMatch(/^S-1-5-/);
    expect(await readAcl(file)).toEqual([{ principal: user.name, rights: '(F)' }]);
    expect(await readAcl(created)).toEqual([{ principal: user.name, rights: '(OI)(CI)(F)' }]);
    // Files created inside inherit exactly that entry, so an atomic write's temp file is covered from the start.
    expect(await readAcl(join(created, 'token.tmp'))).toEqual([{ principal: user.name, rights: '(I)(F)' }]);
  });
});
