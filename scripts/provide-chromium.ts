// The first step of `npm test`: makes sure the Chromium the browser tests drive is there (e2e/support/chromium-provision.ts
// decides), installing Debian's package when running as root, or stopping at once with what to install; the same for
// rsyslog (with its RELP input, rsyslog-relp) and git, which the audit forwarding and git commit tests drive.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { chromiumPath, decideChromium } from '../e2e/support/chromium-provision.ts';

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

const path = chromiumPath();
const decision = decideChromium({
  path,
  present: isExecutableFile(path),
  chosenByUser: Boolean(process.env.INTERLOCK_CHROMIUM),
  isRoot: process.getuid?.() === 0,
  hasAptGet: process.platform === 'linux' && onPath('apt-get'),
});

if (decision.action === 'fail') {
  console.error(`npm test: ${decision.message}`);
  process.exit(1);
}
if (decision.action === 'install') {
  console.error(`npm test: Chromium is not installed at ${decision.path}; installing Debian's chromium package for the browser tests (running as root)`);
  for (const [command, ...args] of decision.commands) {
    const run = spawnSync(command!, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (run.status !== 0) {
      console.error(`npm test: \`${[command, ...args].join(' ')}\` failed (exit ${run.status ?? run.signal}); install Debian's chromium package yourself, then run npm test again.`);
      process.exit(1);
    }
  }
  if (!isExecutableFile(decision.path)) {
    console.error(`npm test: the chromium package is installed but ${decision.path} is not there; set INTERLOCK_CHROMIUM to its binary.`);
    process.exit(1);
  }
}

// Real programs some tests drive, installed the same way: Debian's rsyslog (the collector the audit forwarding tests
// send to) and its RELP input module (rsyslog-relp: a library, so present is enough), and git (the repositories the
// git commit tests create).
const DEBIAN_PROGRAMS = [
  { program: process.env.INTERLOCK_RSYSLOGD ?? '/usr/sbin/rsyslogd', pkg: 'rsyslog', why: 'the audit forwarding tests' },
  { program: process.env.INTERLOCK_IMRELP ?? '/usr/lib/x86_64-linux-gnu/rsyslog/imrelp.so', pkg: 'rsyslog-relp', why: 'the audit forwarding tests over RELP', module: true },
  { program: '/usr/bin/git', pkg: 'git', why: 'the git commit tests' },
];
for (const { program, pkg, why, module } of DEBIAN_PROGRAMS) {
  if (process.platform !== 'linux' || (module ? existsSync(program) : isExecutableFile(program)) || (pkg === 'git' && onPath('git'))) continue;
  if (process.getuid?.() !== 0 || !onPath('apt-get')) {
    console.error(`npm test: ${program} is not installed; install Debian's ${pkg} package (apt-get install ${pkg}) for ${why}, then run npm test again.`);
    process.exit(1);
  }
  console.error(`npm test: installing Debian's ${pkg} package for ${why} (running as root)`);
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', pkg]]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (run.status !== 0) {
      console.error(`npm test: \`apt-get ${args.join(' ')}\` failed (exit ${run.status ?? run.signal}); install Debian's ${pkg} package yourself, then run npm test again.`);
      process.exit(1);
    }
  }
}
