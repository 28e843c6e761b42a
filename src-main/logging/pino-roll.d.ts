// pino-roll ships no type declarations; this is the part of its API the log file uses.
declare module 'pino-roll' {
  import type SonicBoom from 'sonic-boom';

  interface RollingFileOptions {
    file: string | (() => string);
    size?: number | string;
    frequency?: number | 'daily' | 'hourly';
    extension?: string;
    symlink?: boolean;
    limit?: { count?: number; removeOtherLogFiles?: boolean };
    dateFormat?: string;
    mkdir?: boolean;
    /** sonic-boom: bytes kept unwritten at most; a line beyond is dropped (event 'drop'). */
    maxLength?: number;
  }

  export default function buildRollingFile(options: RollingFileOptions): Promise<SonicBoom>;
}
