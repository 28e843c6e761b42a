import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src-main/**/*.test.ts', 'src-shared/**/*.test.ts', 'src-renderer/**/*.test.{ts,tsx}', 'standins/**/*.test.ts', 'e2e/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // A tool result that does not match its output schema fails the test that produced it.
    setupFiles: ['src-main/mcp/test-support/strict-results.ts'],
    // Two cores: two test files at a time keeps stand-in processes and Chromium from starving each other.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll's own default (1 s) is shorter than one scheduling hiccup of a loaded 2-core machine.
    expect: { poll: { timeout: 15_000 } },
    reporters: ['default'],
  },
});
