// The packaging config, checked offline: valid for electron-builder's schema, and shipping exactly what the app
// needs with the security fuses set the way the stdio MCP entry requires.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../src-main/files/index.ts';

const root = packageRoot();
// The YAML parser electron-builder itself reads this file with.
const builderRequire = createRequire(createRequire(import.meta.url).resolve('app-builder-lib/package.json'));
const yaml = builderRequire('js-yaml') as { load(text: string): unknown };

interface BuilderConfig {
  files: string[];
  electronFuses: Record<string, boolean>;
  win: { target: string[] };
  linux: { target: string[] };
  mac: { target: string[] };
  icon: string;
}

const config = yaml.load(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as BuilderConfig;

describe('electron-builder.yml', () => {
  it("is valid for electron-builder's configuration schema", () => {
    const schema = JSON.parse(readFileSync(builderRequire.resolve('./scheme.json'), 'utf8')) as object;
    const ajv = new Ajv({ allErrors: true, strict: false });
    const validate = ajv.compile(schema);
    const valid = validate(config);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('builds an NSIS installer, an AppImage and a deb, and a dmg', () => {
    expect(config.win.target).toEqual(['nsis']);
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.mac.target).toEqual(['dmg']);
  });

  it('sets the security fuses, keeping runAsNode for the stdio MCP entry', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: true,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });

  it('ships the built app, its icons and the CODESYS scripts, but no stand-ins, sources or source maps', () => {
    expect(config.files).toEqual(expect.arrayContaining(['dist/src-main/**', 'dist/renderer/**', 'dist/preload/**', 'assets/**', 'src-main/codesys/**/*.py', '!**/*.map']));
    expect(config.files.some((pattern) => /standins|^src-(main|renderer|preload|shared)\/\*\*$|e2e/.test(pattern))).toBe(false);
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { main: string };
    expect(manifest.main).toBe('dist/src-main/electron/main.js');
    for (const path of ['src-main/codesys/bridge/watcher.py', 'bin/interlock.js', config.icon]) expect(existsSync(join(root, path)), path).toBe(true);
  });
});
