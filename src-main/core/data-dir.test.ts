import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir, resolveDataDir } from './data-dir.ts';

describe('data directory', () => {
  it('follows each OS\'s convention', () => {
    expect(defaultDataDir('win32', { APPDATA: 'C:\\Users\\ada\\AppData\\Roaming' }, 'C:\\Users\\ada')).toBe('C:\\Users\\ada\\AppData\\Roaming\\Interlock');
    expect(defaultDataDir('win32', {}, 'C:\\Users\\ada')).toBe('C:\\Users\\ada\\AppData\\Roaming\\Interlock');
    expect(defaultDataDir('darwin', {}, '/Users/ada')).toBe('/Users/ada/Library/Application Support/Interlock');
    expect(defaultDataDir('linux', { XDG_CONFIG_HOME: '/home/ada/.cfg' }, '/home/ada')).toBe('/home/ada/.cfg/interlock');
    expect(defaultDataDir('linux', {}, '/home/ada')).toBe('/home/ada/.config/interlock');
  });

  it('lets --data-dir win over the environment and the default, as an absolute path of this OS', () => {
    expect(resolveDataDir('/tmp/a', { INTERLOCK_DATA_DIR: '/tmp/b' })).toBe(resolve('/tmp/a'));
    expect(resolveDataDir(undefined, { INTERLOCK_DATA_DIR: '/tmp/b' })).toBe(resolve('/tmp/b'));
    expect(resolveDataDir('relative', {})).toBe(resolve('relative'));
  });
});
