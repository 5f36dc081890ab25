/// <reference types="svelte" />
import type { FreightDeskBridge } from '@shared/ipc/bridge';

declare global {
  interface Window {
    /**
     * The only way the renderer reaches the rest of the app: exposed by the
     * preload in Electron and by the web harness's bridge in a browser.
     * Optional because a page opened without either must still explain itself.
     */
    readonly freightDesk?: FreightDeskBridge;
  }

  interface ImportMeta {
    /** Vite's: DEV is true under the dev server (and vitest), a constant false the build folds away. */
    readonly env: { readonly DEV: boolean };
  }
}

export {};
