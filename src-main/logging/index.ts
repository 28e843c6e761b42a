// The control center's rotating log file and what it records.
export { formatLogLine, LOG_LEVELS, logDirectory, logLevelFromEnv, newestLogFile, openLogFile, tailLogFile, tailLogs, type LogFile, type LogHealth, type LogLevel } from './log-file.ts';
export { copyConsoleWarningsTo, logAppEvents } from './event-log.ts';
