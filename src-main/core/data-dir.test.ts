import { describe, expect, it } from 'vitest';
import { defaultDataDir, resolveDataDir } from './data-dir.ts';

describe('data directory', () => {
  it('follows each OS\'s convention', () => {
    expect(defaultDataDir('win32', { APPDATA: 'C:\\Users\\ada\\AppData\\Roaming' }, 'C:\\Users\\ada')).toMatch(/AppData[\\/]Roaming[\\/]Interlock$/);
    expect(defaultDataDir('darwin', {}, '/Users/ada')).toBe('/Users/ada/Library/Application Support/Interlock');
    expect(defaultDataDir('linux', { XDG_CONFIG_HOME: '/home/ada/.cfg' }, '/home/ada')).toBe('/home/ada/.cfg/interlock');
    expect(defaultDataDir('linux', {}, '/home/ada')).toBe('/home/ada/.config/interlock');
  });

  it('lets --data-dir win over the environment and the default', () => {
    expect(resolveDataDir('/tmp/a', { INTERLOCK_DATA_DIR: '/tmp/b' })).toBe('/tmp/a');
    expect(resolveDataDir(undefined, { INTERLOCK_DATA_DIR: '/tmp/b' })).toBe('/tmp/b');
  });
});
