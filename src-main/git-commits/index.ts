export { GitCommits, type GitCommitsOptions } from './git-commits.ts';
export { CommitRecords, GIT_COMMITS_FOLDER } from './commit-records.ts';
export { gitCli, GitError, DEFAULT_GIT_TIMEOUT_MS, type GitCli } from './git-cli.ts';
export { GitDiagnostics, GIT_DIAGNOSTICS_TARGET } from './git-diagnostics.ts';
