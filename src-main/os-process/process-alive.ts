/** Whether a process exists. EPERM means it exists but belongs to someone else (e.g. an elevated CODESYS); only ESRCH means gone. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
