/**
 * Tests live at one moment (test/helpers/test-clock.ts; FREIGHT_DESK_TEST_NOW
 * moves it for a whole run), so the suite gives the same answers on any day.
 * This lint rule holds the routes to it in test/:
 * - a sandbox or an app core is started only through the helpers that start
 *   its clocks there (ROUTES);
 * - the web harness is spawned only by the helper that passes it --start-at;
 * - the command line's `sandbox` is spawned only with --start-at;
 * - a test never reads the real clock (Date.now, new Date(), Date(), fake
 *   timers started without `now`), except
 *   in code Playwright runs in the page, whose clock the e2e fixtures install
 *   at the moment.
 * test/lint/tests-at-test-moment.test.ts proves what it refuses and allows.
 */

/** What a test calls instead of each starter, and the one file allowed to call it. */
const ROUTES = {
  startSandbox: {
    file: 'test/helpers/sandbox-at-test-moment.ts',
    instead: 'startSandboxAtTestMoment (test/helpers/sandbox-at-test-moment.ts)',
  },
  createAppCore: {
    file: 'test/helpers/app-core-at-test-moment.ts',
    instead: 'createAppCoreAtTestMoment (test/helpers/app-core-at-test-moment.ts)',
  },
};

/** The helper that spawns the built web harness, always with --start-at. */
const HARNESS_STARTER = 'test/e2e/support/harness-process.ts';

/** Files that read the real Date's API on purpose, each with the reason. */
const READS_DATE = {
  // It installs a shifted Date and reads that one back: the real clock is never what it asserts.
  'test/unit/harness/process-clock.test.ts': true,
};

/** Playwright calls whose function runs in the page, on the page's clock. */
const PAGE_SIDE = /^(evaluate|evaluateAll|evaluateHandle|waitForFunction|addInitScript)$/;
/** Calls that start a process with a list of arguments. */
const PROCESS_STARTS = /^(runCli|spawn|spawnSync|execFile|execFileSync|fork)$/;
/** A path to the web harness's entry, built (out/harness) or source (src/harness/main). */
const HARNESS_PATH = /(^|[\\/])out[\\/]+harness([\\/]|$)|harness[\\/]+main\.[cm]?[jt]s$/;

const calleeName = (callee) =>
  callee.type === 'Identifier'
    ? callee.name
    : callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier'
      ? callee.property.name
      : null;

const stringOf = (node) =>
  node.type === 'Literal' && typeof node.value === 'string'
    ? node.value
    : node.type === 'TemplateLiteral' && node.expressions.length === 0
      ? node.quasis[0].value.cooked
      : null;

/** Whether an options object names `now` (where faked timers start their Date). */
const namesNow = (options) =>
  options?.type === 'ObjectExpression' &&
  options.properties.some((p) => p.type === 'Property' && !p.computed && (p.key.name ?? p.key.value) === 'now');

/** Whether the node sits in a function Playwright runs in the page. */
function inPage(ancestors) {
  for (let i = ancestors.length - 1; i > 0; i--) {
    const fn = ancestors[i];
    if (fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression') continue;
    const call = ancestors[i - 1];
    if (call.type === 'CallExpression' && call.arguments.includes(fn) && PAGE_SIDE.test(calleeName(call.callee) ?? ''))
      return true;
  }
  return false;
}

const rule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      starter: 'Start it with {{instead}}: its clocks start at the tests’ moment (test/helpers/test-clock.ts).',
      harness: `Start the web harness with startHarnessProcess (${HARNESS_STARTER}): it passes --start-at the tests’ moment.`,
      cliSandbox:
        'Give freight-desk sandbox --start-at the tests’ moment (TEST_NOW, test/helpers/test-clock.ts), or start the sandbox with startSandboxAtTestMoment and give the command its baseUrl.',
      fakeTimers:
        'Fake timers fake Date from the real now: start them at the tests’ moment, vi.useFakeTimers({ now: TEST_NOW }) (test/helpers/test-clock.ts).',
      realClock:
        'A test never reads the real clock: take the moment from TEST_NOW or testDaysFromNow (test/helpers/test-clock.ts), or from the clock of what the test started (the sandbox’s, the page’s).',
    },
  },
  create(context) {
    const file = context.physicalFilename
      .slice(context.cwd.length + 1)
      .split('\\')
      .join('/');
    const realClock = (node) => {
      if (Object.hasOwn(READS_DATE, file) || inPage(context.sourceCode.getAncestors(node))) return;
      context.report({ node, messageId: 'realClock' });
    };
    const starter = (node, name) => {
      const route = Object.hasOwn(ROUTES, name) ? ROUTES[name] : null;
      if (route && route.file !== file)
        context.report({ node, messageId: 'starter', data: { instead: route.instead } });
    };
    const harnessPath = (node, text = stringOf(node)) => {
      if (text !== null && HARNESS_PATH.test(text) && file !== HARNESS_STARTER)
        context.report({ node, messageId: 'harness' });
    };
    return {
      ImportSpecifier: (node) => starter(node, node.imported.name ?? node.imported.value),
      MemberExpression(node) {
        if (node.computed || node.property.type !== 'Identifier') return;
        starter(node, node.property.name);
        if (node.object.type === 'Identifier' && node.object.name === 'Date' && node.property.name === 'now')
          realClock(node);
      },
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'Date' && node.arguments.length === 0)
          realClock(node);
      },
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'Date') realClock(node);
        // vi.useFakeTimers() fakes Date too, from the real now unless told where to start.
        if (calleeName(node.callee) === 'useFakeTimers' && !namesNow(node.arguments[0]))
          context.report({ node, messageId: 'fakeTimers' });
        // path.join(ROOT, 'out', 'harness'): a harness path in pieces (a piece that is not a string breaks the path).
        if (node.arguments.length > 1) harnessPath(node, node.arguments.map((arg) => stringOf(arg) ?? '\0').join('/'));
        if (!PROCESS_STARTS.test(calleeName(node.callee) ?? '')) return;
        const args = node.arguments.flatMap((arg) => (arg.type === 'ArrayExpression' ? arg.elements : []));
        const texts = args.map((arg) => (arg ? stringOf(arg) : null));
        if (texts.includes('sandbox') && !texts.includes('--start-at'))
          context.report({ node, messageId: 'cliSandbox' });
      },
      Literal: (node) => harnessPath(node),
      TemplateLiteral: (node) => harnessPath(node),
    };
  },
};

/** The flat-config entry eslint.config.mjs adds. */
export const testsAtTestMomentConfig = {
  name: 'freight-desk/tests-at-test-moment',
  files: ['test/**/*.{ts,mts,cts}'],
  // Benches assert nothing: they time real work on the real clock and print figures (npm run bench).
  ignores: ['test/bench/**'],
  plugins: { 'freight-desk-clock': { rules: { 'at-test-moment': rule } } },
  rules: { 'freight-desk-clock/at-test-moment': 'error' },
};
