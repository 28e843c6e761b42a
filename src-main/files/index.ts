export {
  removeInterruptedTempFiles,
  renameWithRetry,
  SandboxWriteError,
  syncDirectory,
  writeFileAtomic,
  WriteConflictError,
  type AtomicWriteOptions,
} from './atomic-write.ts';
export { isRealPath, jsonErrorWithoutContent, readFileInside, realPathForCreate, realPathInside, samePath, statInside } from './confined.ts';
export { contentHash, CONTENT_HASH_PATTERN } from './content-hash.ts';
export { ProjectRoots, PathNameTooLongError, PathOutsideRootsError, isWithin, NAME_LIMITS, type SandboxFs } from './project-roots.ts';
export { fileEditRecord, fileEditReverter, FILE_EDIT_KIND, type FileEditBase } from './file-edit.ts';
export { interlockBinPath, packageRoot, packageVersion } from './package-root.ts';
export { pathExists } from './path-exists.ts';
