import { describe, expect, it } from 'vitest';
import { displayClientString, isReservedClientName } from './client-names.ts';

describe('client names where the person decides', () => {
  it('marks names that read as the person or Interlock, in any case, spacing or look-alike letters', () => {
    for (const name of ['You', 'you', ' YOU ', 'Y o u', 'Yоu' /* Cyrillic о */, 'Ｙｏｕ' /* full width */, 'Y\u200Bou', 'Y0U', 'You, from the Online view', 'person', 'The Person', 'Interlock', 'INTERLOCK (settings)', 'Іnterlock' /* Cyrillic І */, 'Yóu']) {
      expect(isReservedClientName(name), name).toBe(true);
      expect(displayClientString(name, '?', true), name).toMatch(/^agent named "/);
    }
    for (const name of ['claude-code', 'Cursor', 'Young-bot', 'youtube-helper', 'personal-assistant', 'Interlocked?']) {
      expect(isReservedClientName(name), name).toBe(false);
      expect(displayClientString(name, '?', true)).toBe(name);
    }
  });

  it('shows bidi controls, zero-width and control characters as visible escapes instead of letting them act', () => {
    expect(displayClientString('safe\u202Eedoc-lla', '?', true)).toBe('safe<U+202E>edoc-lla');
    expect(displayClientString('a\u2066b\u2069c\u200Fd', '?')).toBe('a<U+2066>b<U+2069>c<U+200F>d');
    expect(displayClientString('line\nbreak\u0007', '?')).toBe('line<U+000A>break<U+0007>');
    expect(displayClientString('tag\u{E0041}', '?')).toBe('tag<U+E0041>');
    expect(displayClientString('   ', 'unknown client', true)).toBe('unknown client');
    expect(displayClientString('x'.repeat(500), '?')).toHaveLength(120);
  });
});
