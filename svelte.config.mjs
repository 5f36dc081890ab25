import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** Used by the Svelte plugin (electron-vite's renderer build) and by svelte-check. */
export default {
  preprocess: vitePreprocess(),
};
