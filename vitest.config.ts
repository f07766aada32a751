import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
      '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    // 2 cores: each worker holds one migrated PGlite template (~500 MB); more workers only thrash.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One migrated PGlite for the run, which every test file's database starts from.
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/server/test/setup.ts'],
    environment: 'node',
  },
});
