import { createHash } from 'node:crypto';

/** `sha256:<hex>` of the exact bytes: the optimistic-concurrency token every edit tool takes. */
export function contentHash(bytes: Uint8Array | string): string {
  return `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
}

export const CONTENT_HASH_PATTERN = /^sha256:[0-9a-f]{64}$/;
