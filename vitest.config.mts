import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';
import { pathAliases } from './path-aliases.config.mjs';

export default defineConfig({
  // Compiles the renderer's .svelte.ts state classes ($state, $derived) so their tests run them as the app does.
  plugins: [svelte({ configFile: false, compilerOptions: { runes: true } })],
  resolve: { alias: pathAliases },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    // The command-line tests run the built command: built here when missing or stale.
    globalSetup: ['test/helpers/built-cli.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Tests start sandboxes on random loopback ports; two workers fit 2 cores.
    maxWorkers: 2,
  },
});
