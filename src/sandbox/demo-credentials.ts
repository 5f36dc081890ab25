/**
 * The credentials of the sandbox's demo account. They are not secret: the
 * "Sandbox" profile of the app, the CLI and the tests all use them.
 */
export const DEMO_CREDENTIALS: { readonly apiKey: string; readonly apiSecret: string } = Object.freeze({
  apiKey: 'demo-desk-key',
  apiSecret: 'demo-desk-secret',
});
