// The README stays a front page (at most 300 lines) and the pages it leads to exist: every relative link in the README,
// ARCHITECTURE.md and docs/ names a file of the checkout, so moving a page cannot leave a dead link behind.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../src-main/files/index.ts';

const root = packageRoot();
const pages = ['README.md', 'ARCHITECTURE.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

describe('the documentation', () => {
  it('keeps the README to at most 300 lines', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(300);
  });

  it('links only to files that exist', () => {
    const dead: string[] = [];
    for (const page of pages) {
      const text = readFileSync(join(root, page), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/i.test(target!)) continue;
        if (!existsSync(join(root, dirname(page), target!))) dead.push(`${page} → ${target}`);
      }
    }
    expect(dead).toEqual([]);
  });
});
