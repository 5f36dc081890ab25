import { mainRecord, standInForTheDesktop } from '../support/main-process';
import { expect, test } from '../support/desk';

/**
 * The window's security in the real Electron window (src/main/electron/security.ts,
 * window-options.ts, the app:// protocol's CSP): what a page that went wrong
 * (a malicious link in a message, an injected script) tries is refused, and a
 * web link opens in the operator's browser instead of the desk's window.
 */

const APP_URL = /^app:\/\/freight-desk\//;

test('the window never leaves the desk: navigations, window.open and a webview are refused; web links go to the browser', async ({
  desk,
}) => {
  const { app, window } = desk;
  await standInForTheDesktop(app);
  const contentsBefore = await app.evaluate(({ webContents }) => webContents.getAllWebContents().length);

  // A file:// address goes nowhere; a web address opens in the operator's browser, not here.
  await window.evaluate(() => {
    location.href = 'file:///';
  });
  await window.evaluate(() => {
    location.href = 'https://example.com/from-a-message';
  });
  await expect.poll(async () => (await mainRecord(app)).browserOpened).toEqual(['https://example.com/from-a-message']);
  await expect(window).toHaveURL(APP_URL);
  await expect(window.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // window.open gives the page no window; the link goes to the browser too.
  const opened = await window.evaluate(() => globalThis.open('https://example.com/popup') === null);
  expect(opened, 'window.open answers no window').toBe(true);
  await expect.poll(async () => (await mainRecord(app)).browserOpened).toContain('https://example.com/popup');
  expect(app.windows()).toHaveLength(1);

  // A <webview> is an unknown element here: no guest page is created for it.
  const webview = await window.evaluate(async () => {
    const element = document.createElement('webview');
    element.setAttribute('src', 'https://example.com/embedded');
    document.body.append(element);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const isGuest = 'getWebContentsId' in element;
    element.remove();
    return isGuest;
  });
  expect(webview, 'the webview tag is off').toBe(false);
  expect(await app.evaluate(({ webContents }) => webContents.getAllWebContents().length)).toBe(contentsBefore);
  await expect(window).toHaveURL(APP_URL);
});

test('the page asks for permissions and is refused; it has no Node and its CSP holds', async ({ desk }) => {
  const { window } = desk;
  const permissions = await window.evaluate(async () => ({
    notifications: await Notification.requestPermission(),
    geolocationState: (await navigator.permissions.query({ name: 'geolocation' })).state,
    geolocation: await new Promise<number | 'given'>((resolve) =>
      navigator.geolocation.getCurrentPosition(
        () => resolve('given'),
        (error) => resolve(error.code),
      ),
    ),
  }));
  expect(permissions).toEqual({
    notifications: 'denied',
    geolocationState: 'denied',
    geolocation: 1, // GeolocationPositionError.PERMISSION_DENIED
  });

  // The page sees window.freightDesk and nothing of Node or Electron.
  const globals = await window.evaluate(() => {
    const page = globalThis as unknown as Record<string, unknown>;
    return {
      require: typeof page['require'],
      process: typeof page['process'],
      module: typeof page['module'],
      Buffer: typeof page['Buffer'],
      ipcRenderer: 'ipcRenderer' in page,
      electron: 'electron' in page,
      freightDesk: typeof page['freightDesk'],
    };
  });
  expect(globals).toEqual({
    require: 'undefined',
    process: 'undefined',
    module: 'undefined',
    Buffer: 'undefined',
    ipcRenderer: false,
    electron: false,
    freightDesk: 'object',
  });

  // An injected inline script, eval and a request to another origin are all refused by the CSP.
  const csp = await window.evaluate(async () => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) => violations.push(event.effectiveDirective));
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.injected = "ran"';
    document.head.append(script);
    let evaluated: string;
    try {
      evaluated = String(globalThis.eval('1 + 1'));
    } catch {
      evaluated = 'refused';
    }
    const fetched = await fetch('https://example.com/').then(
      () => 'fetched',
      () => 'refused',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { injected: document.documentElement.dataset['injected'] ?? 'no', evaluated, fetched, violations };
  });
  expect(csp).toMatchObject({ injected: 'no', evaluated: 'refused', fetched: 'refused' });
  expect(csp.violations).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src/), 'connect-src']));
});
