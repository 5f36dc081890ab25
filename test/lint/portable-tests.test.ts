import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The tests and scripts run on Windows and macOS too (.github/workflows/ci.yml);
 * eslint.config.mjs refuses the common ways they assume a POSIX machine
 * (eslint-rules/portable-tests.mjs). These cases lint snippets as if they sat
 * in test/ or scripts/ and check each form is an ERROR, and that the portable
 * way of writing the same is not reported.
 */
const root = path.resolve(__dirname, '../..');
const RULE = 'freight-desk-tests/portable';
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') });
  // Loading the config and the TypeScript parser takes seconds on a busy machine: once, here.
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'test/unit/warm-up.test.ts') });
}, 120_000);

async function portabilityProblems(code: string, file = 'test/unit/example.test.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const problems = (result?.messages ?? []).filter((message) => message.ruleId === RULE);
  for (const problem of problems) expect(problem.severity, 'an error, so lint fails').toBe(2);
  return problems.map((problem) => problem.message);
}

// Each snippet is written as a test would write it; the '/' strings are built so this file passes its own rule.
const SLASH = '/';

describe('refused in test/ and scripts/, each with what to use instead', () => {
  it.each([
    ['a folder under /tmp', `const dir = '${SLASH}tmp/desk-a';`, /os\.tmpdir\(\)/],
    ['a template under /tmp', 'const dir = `' + SLASH + 'tmp/${name}`;', /os\.tmpdir\(\)/],
    ['HOME read from process.env', 'const home = process.env.HOME;', /os\.homedir\(\)/],
    ["HOME read from an env by ['HOME']", "const home = env['HOME'];", /os\.homedir\(\)/],
    ['HOME set for a child', 'spawn(process.execPath, [], { env: { ...process.env, HOME: dir } });', /USERPROFILE/],
    ['a data folder joined with /', 'const file = `${dataDir}' + SLASH + 'settings.json`;', /path\.join/],
    ['a member path joined with /', 'const wal = `${store.file}' + SLASH + 'inside.sqlite`;', /path\.join/],
    ['tmpdir() joined with /', 'const dir = `${tmpdir()}' + SLASH + 'desk`;', /path\.join/],
    ['a path joined with + "/"', `const file = root + '${SLASH}out' + name;`, /path\.join/],
    ['sh -c', "spawnSync('sh', ['-c', 'npm test']);", /POSIX shell/],
    ['bash by path', "spawn('/bin/bash', ['run.sh']);", /POSIX shell/],
    ['a POSIX shell option', "spawn('node', ['x.js'], { shell: '/bin/sh' });", /POSIX shell/],
    ['npm without a shell', "execFileSync('npm', ['pack', name]);", /\.cmd files on Windows/],
    ["lines split on '\\n'", "const lines = readFileSync(file, 'utf8').split('\\n');", /split\(\/\\r\?\\n\/\)/],
  ])('%s', async (_name, code, advice) => {
    const problems = await portabilityProblems(`${code}\n`);
    expect(problems, code).toHaveLength(1);
    expect(problems[0]).toMatch(advice);
    expect(await portabilityProblems(`${code}\n`, 'scripts/release/example.ts'), 'in scripts/ too').toHaveLength(1);
  });
});

describe('allowed', () => {
  it.each([
    ['a folder of the test’s own', "const dir = await mkdtemp(path.join(tmpdir(), 'desk-'));"],
    ['the home folder', 'const home = os.homedir();'],
    ['XDG_CONFIG_HOME', "const config = process.env['XDG_CONFIG_HOME'];"],
    ['a path joined with path.join', "const file = path.join(dataDir, 'settings.json');"],
    ['an address joined with /', 'const url = `${sandbox.baseUrl}' + SLASH + 'v1/auth/token`;'],
    ['a URL path with ids', 'const url = `' + SLASH + 'v1/tracking/shipment/${id}/detail`;'],
    ['a file name suffix', 'const wal = `${store.file}-wal`;'],
    ['Node itself, with its arguments', "spawn(process.execPath, ['--version']);"],
    ['npm through a shell on Windows', "spawnSync('npm', ['test'], { shell: process.platform === 'win32' });"],
    ['lines split on \\r?\\n', "const lines = readFileSync(file, 'utf8').split(/\\r?\\n/);"],
    ['a split on another text', "const parts = text.split(', ');"],
  ])('%s', async (_name, code) => {
    expect(await portabilityProblems(`${code}\n`), code).toEqual([]);
  });

  it('the app’s own code, which names the POSIX paths of the platform it runs on', async () => {
    expect(await portabilityProblems(`const home = process.env.HOME;\n`, 'src/main/example.ts')).toEqual([]);
  });
});
