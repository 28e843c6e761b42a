// The static reference check: every attribute the CODESYS templates, helpers and the watcher use on a ScriptEngine
// object exists in the ScriptEngine API reference for that object's class (check_templates.py infers the classes).
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const execFileAsync = promisify(execFile);
const CHECKER = join(import.meta.dirname, 'check_templates.py');
const CODESYS_FOLDER = join(import.meta.dirname, '..');

interface Failure {
  file: string;
  line: number;
  classes: string[];
  member: string;
  probed: boolean;
  problem: string;
}

interface Report {
  failures: Failure[];
  typed: number;
  untyped: number;
  untyped_sites: string[];
  scripts: number;
}

async function check(args: string[]): Promise<Report> {
  const { stdout } = await execFileAsync('python3', [CHECKER, ...args], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as Report;
}

const key = (failure: Failure) => `${failure.file.split(/[\\/]/).at(-1)} ${failure.member}`;
const describeFailure = (failure: Failure) =>
  `${failure.file.split(/[\\/]/).slice(-2).join('/')}:${failure.line} ${failure.classes.join('|')}.${failure.member}: ${failure.problem}`;

/**
 * Known failures, each with the issue it belongs to: `<file> <member>`. This list only shrinks. Template fixes are
 * template-audit's (issue 18 B); reference gaps (APIs a peer used live that the reference does not list yet) are
 * api-reference's (issue 18 A). Remove an entry as soon as its failure is gone: a stale entry fails this test too.
 */
const KNOWN_FAILURES: Record<string, string> = {
};

/** Accesses to a ScriptEngine-looking name whose receiver the inference cannot type; kept low so the check sees most uses. */
const MAX_UNTYPED = 153; // device_tree.py reads has_sub_elements before value on an untyped parameter; self_test_online.py hands Dispose on as a value

describe('templates against the ScriptEngine API reference (static)', () => {
  it('uses on ScriptEngine objects only members the reference lists for their class (known failures aside)', { timeout: 180_000 }, async () => {
    const report = await check([CODESYS_FOLDER]);
    const failing = new Set(report.failures.map(key));
    const unexpected = report.failures.filter((failure) => !(key(failure) in KNOWN_FAILURES)).map(describeFailure);
    const stale = Object.keys(KNOWN_FAILURES).filter((entry) => !failing.has(entry));
    console.log(
      `reference check: ${report.scripts} scripts, ${report.typed} typed accesses, ${report.untyped} untyped, ` +
        `${report.failures.length} failures (${Object.keys(KNOWN_FAILURES).length} known entries)`,
    );
    expect(report.scripts).toBeGreaterThan(50);
    expect(report.typed, 'the inference lost its way (helpers not found?)').toBeGreaterThan(4000);
    expect(unexpected, 'members the reference does not list for that class').toEqual([]);
    expect(stale, 'fixed: remove these entries from KNOWN_FAILURES').toEqual([]);
    expect(report.untyped, report.untyped_sites.join('\n')).toBeLessThanOrEqual(MAX_UNTYPED);
  });

  describe('on scripts made for the test', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'interlock-reference-check-'));
      await mkdir(join(dir, 'helpers'));
      await mkdir(join(dir, 'templates'));
      await writeFile(join(dir, 'helpers', 'libraries.py'), 'def all_libraries():\n    return librarymanager.get_all_libraries()\n');
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    async function checkTemplate(name: string, source: string): Promise<string[]> {
      await writeFile(join(dir, 'templates', `${name}.py`), source);
      const report = await check([join(dir, 'helpers'), join(dir, 'templates', `${name}.py`)]);
      return report.failures.map((failure) => `${failure.line} ${failure.classes.join('|')}.${failure.member}`);
    }

    it('fails lib.name on a ManagedLib, through a helper and a loop, and passes lib.displayname', async () => {
      const source = '# interlock-helpers: libraries\nfor lib in all_libraries():\n    print(lib.displayname)\n    print(lib.name)\n';
      expect(await checkTemplate('library_names', source)).toEqual(['4 ManagedLib.name']);
    });

    it('follows return types, with-blocks and the scriptengine module alias', async () => {
      const source = [
        'import scriptengine as se',
        'project = se.projects.primary',
        'app = project.active_application',
        'with se.online.create_online_application(app) as online_app:',
        '    online_app.login(se.OnlineChangeOption.Try, False)',
        '    print(online_app.is_online_change_possible)',
        'print(app.is_online_change_possible, se.PouType.Program, se.PouType.Method)',
        '',
      ].join('\n');
      expect(await checkTemplate('online_change', source)).toEqual(['6 ScriptOnlineApplication.is_online_change_possible', '7 PouType.Method']);
    });

    it('allows a guessed or version-bound member only behind a hasattr probe', async () => {
      const reference = join(dir, 'reference.json');
      await writeFile(
        reference,
        JSON.stringify({
          globals: { system: { type: 'System', source: 'guess' } },
          versions: { profiles: ['SP19', 'SP22'] },
          classes: {
            System: {
              kind: 'class',
              bases: [],
              members: {
                delay: { kind: 'method', source: 'scriptDoc.txt:1', params: [{ name: 'milliseconds', type: 'int' }] },
                guessed: { kind: 'method', source: 'guess', note: 'for the test' },
                gone: { kind: 'method', source: 'scriptDoc.txt:2', removed_in: '3.5.21.50' },
              },
            },
          },
        }),
      );
      const source = 'system.delay(1)\nsystem.guessed()\nsystem.gone()\nif hasattr(system, "guessed"):\n    system.guessed()\nif hasattr(system, "gone"):\n    system.gone()\n';
      await writeFile(join(dir, 'templates', 'probes.py'), source);
      const report = await check(['--reference', reference, join(dir, 'templates', 'probes.py')]);
      expect(report.failures.map((failure) => `${failure.line} ${failure.member} ${failure.problem}`)).toEqual([
        '2 guessed used without a hasattr probe (a guess)',
        '3 gone used without a hasattr probe (optional or version-bound)',
      ]);
    });

    it('holds calls and writes to the reference signatures: arity, keywords, a literal for an enum, overloads, read-only properties', async () => {
      const reference = join(dir, 'signatures.json');
      await writeFile(
        reference,
        JSON.stringify({
          globals: { system: { type: 'System', source: 'guess' }, Kind: { type: 'Kind', source: 'guess', kind: 'enum' } },
          versions: { profiles: ['SP21'] },
          classes: {
            Kind: { kind: 'enum', bases: [], members: { A: { kind: 'enum_member', value: 0, source: 'scriptDoc.txt:1' } } },
            System: {
              kind: 'class',
              bases: [],
              members: {
                make: { kind: 'method', source: 'scriptDoc.txt:2', params: [{ name: 'name', type: 'str' }, { name: 'kind', type: 'Kind', default: 'Kind.A' }] },
                text: {
                  kind: 'method', source: 'scriptDoc.txt:3', overload_count: 2,
                  params: [{ name: 'length' }, { name: 'offset', default: 'None' }, { name: 'lineno', default: 'None' }],
                  overloads: [{ params: [{ name: 'offset' }, { name: 'length' }], source: 'scriptDoc.txt:4' }, { params: [{ name: 'lineno' }, { name: 'length' }], source: 'scriptDoc.txt:5' }],
                },
                size: { kind: 'property', source: 'scriptDoc.txt:6', settable: false },
                title: { kind: 'property', source: 'scriptDoc.txt:7', settable: true },
              },
            },
          },
        }),
      );
      const source = [
        "system.make('a', Kind.A)", "system.make('a', 'A')", "system.make()", "system.make(name='a', sort=Kind.A)", "system.make('a', Kind.A, 3)",
        'system.text(offset=0, length=2)', 'system.text(offset=0, lineno=1, length=2)', 'system.text(2, 0)',
        'system.size = 3', "system.title = 'x'", 'args = {}', 'system.make(**args)',
      ].join('\n') + '\n';
      await writeFile(join(dir, 'templates', 'signatures.py'), source);
      const report = await check(['--reference', reference, join(dir, 'templates', 'signatures.py')]);
      expect(report.failures.map((failure) => `${failure.line} ${failure.member} ${failure.problem}`)).toEqual([
        '2 make call refused by the reference signature: expected Kind, got str',
        '3 make call refused by the reference signature: make() takes at least 1 argument (0 given): name missing',
        "4 make call refused by the reference signature: make() got an unexpected keyword argument 'sort'",
        '5 make call refused by the reference signature: make() takes at most 2 arguments (3 given)',
        '7 text call refused by the reference signature: text() with length, lineno, offset matches none of its 2 overloads (text(offset, length); text(lineno, length)): pass exactly the arguments of one, by keyword',
        '8 text positional arguments: the reference asks for every argument by keyword (2 C# overloads)',
        '9 size written, but the reference documents it read-only (its first sentence says Gets only)',
      ]);
    });
  });
});
