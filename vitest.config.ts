import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // The bad-input tests build fixture sites; a build takes up to a minute.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
