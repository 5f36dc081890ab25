import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/*
 * The workflows cannot run here (they need GitHub's Windows, macOS and Linux
 * runners): what can be checked is that GitHub can read them, that they name
 * only actions pinned by a full commit SHA, that CI runs on each system what
 * the issue asks for in its order (install, test, package, drive the packaged
 * app, keep the reports), that the release reuses CI rather than repeating
 * it, and that every command they run is one the README gives, so a developer
 * can run the same by hand.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const WORKFLOWS_DIR = path.join(ROOT, '.github', 'workflows');
const OSES = { 'ubuntu-latest': 'Linux', 'macos-latest': 'macOS', 'windows-latest': 'Windows' } as const;
type RunnerOs = (typeof OSES)[keyof typeof OSES];
const DIST = { Linux: 'linux', macOS: 'mac', Windows: 'win' } as const satisfies Record<RunnerOs, string>;

interface Step {
  readonly name?: string;
  readonly if?: string;
  readonly run?: string;
  readonly uses?: string;
  readonly with?: Record<string, unknown>;
}
interface Job {
  readonly 'runs-on'?: string;
  readonly strategy?: { 'fail-fast'?: boolean; matrix: { os: string[]; include?: Array<Record<string, string>> } };
  readonly steps?: Step[];
  readonly uses?: string;
  readonly with?: Record<string, unknown>;
  readonly secrets?: unknown;
}
interface Workflow {
  readonly on: Record<string, unknown>;
  readonly jobs: Record<string, Job>;
}

const files = readdirSync(WORKFLOWS_DIR).filter((name) => /\.ya?ml$/.test(name));
const texts = Object.fromEntries(files.map((name) => [name, readFileSync(path.join(WORKFLOWS_DIR, name), 'utf8')]));
const workflows = Object.fromEntries(files.map((name) => [name, parse(texts[name]!) as Workflow]));
const ci = workflows['ci.yml']!;
const release = workflows['release.yml']!;
const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const scripts = (
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

const [ciJobName, ciJob] = Object.entries(ci.jobs)[0]!;

/** Whether a step's `if:` holds on a runner of `os`, in a push's run or a release's (inputs.installers). */
function holds(condition: string | undefined, os: RunnerOs, installers: boolean): boolean {
  if (condition === undefined) return true;
  const bare = condition.replace(/^\$\{\{\s*([\s\S]*?)\s*\}\}$/, '$1');
  return bare.split('&&').every((term) => {
    const t = term.trim();
    if (t === 'always()') return true;
    if (t === 'inputs.installers') return installers;
    if (t === '!inputs.installers') return !installers;
    const compared = /^runner\.os (==|!=) '(\w+)'$/.exec(t);
    if (compared) return compared[1] === '==' ? compared[2] === os : compared[2] !== os;
    throw new Error(`an if: this test cannot read: ${condition}`);
  });
}

/** The matrix entry of `os`, to fill `${{ matrix.name }}` in. */
function matrixOf(os: RunnerOs): Record<string, string> {
  const runner = Object.entries(OSES).find(([, name]) => name === os)![0];
  return Object.assign({ os: runner }, ...(ciJob.strategy?.matrix.include ?? []).filter((entry) => entry.os === runner));
}

/** The steps CI runs on `os`, their commands with the matrix filled in. */
function plan(os: RunnerOs, installers: boolean): Array<Step & { readonly commands: string[] }> {
  const matrix = matrixOf(os);
  return (ciJob.steps ?? [])
    .filter((step) => holds(step.if, os, installers))
    .map((step) => ({
      ...step,
      commands: (step.run ?? '')
        .replace(/\$\{\{\s*matrix\.(\w+)\s*\}\}/g, (_all, name: string) => {
          if (!(name in matrix)) throw new Error(`no matrix.${name} for ${os}`);
          return matrix[name]!;
        })
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    }));
}

/** The index of the first step with a command `matches` accepts (-1: none). */
const stepOf = (steps: ReturnType<typeof plan>, matches: (command: string) => boolean): number =>
  steps.findIndex((step) => step.commands.some(matches));

describe('every workflow', () => {
  it.each(files)('%s parses, and names only actions pinned by a full commit SHA with their version', (file) => {
    const workflow = workflows[file]!;
    expect(Object.keys(workflow.jobs).length).toBeGreaterThan(0);
    const used = Object.values(workflow.jobs).flatMap((job) => [
      ...(job.uses ? [job.uses] : []),
      ...(job.steps ?? []).flatMap((step) => (step.uses ? [step.uses] : [])),
    ]);
    expect(used.length).toBeGreaterThan(0);
    for (const uses of used) {
      // A workflow of this repository is read at the same commit as the caller.
      if (uses.startsWith('./')) continue;
      expect(uses, `${file}: ${uses}`).toMatch(/^[\w.-]+\/[\w.-]+(\/[\w./-]+)?@[0-9a-f]{40}$/);
      const line = texts[file]!.split(/\r?\n/).find((text) => text.includes(uses));
      expect(line, `${file}: ${uses} says which version it is`).toMatch(/#\s*v\d+(\.\d+)*\s*$/);
    }
  });
});

describe('CI', () => {
  it('runs on every push to a branch and pull request, and when the release workflow calls it', () => {
    expect(ci.on).toHaveProperty('push.branches', ['**']);
    expect(ci.on).toHaveProperty('pull_request');
    expect(ci.on).toHaveProperty('workflow_call.inputs.installers.type', 'boolean');
  });

  it('runs on Windows, macOS and Linux, each to its end whatever the others do', () => {
    expect(Object.keys(ci.jobs)).toEqual([ciJobName]);
    expect(ciJob['runs-on']).toBe('${{ matrix.os }}');
    expect([...ciJob.strategy!.matrix.os].sort()).toEqual(Object.keys(OSES).sort());
    expect(ciJob.strategy!['fail-fast']).toBe(false);
  });

  it.each(Object.values(OSES))(
    'on %s: installs and tests as the README says, packages for that system, then drives the packaged app',
    (os) => {
      const steps = plan(os, false);
      const install = stepOf(steps, (command) => command === 'npm ci');
      const chromium = stepOf(steps, (command) => /^npx playwright install (--with-deps )?chromium$/.test(command));
      const test = stepOf(steps, (command) => /(^|; )npm test'?$/.test(command));
      const packaged = stepOf(steps, (command) => command === `npm run dist:${DIST[os]} -- --dir`);
      const journeys = stepOf(
        steps,
        (command) => command === `npm run dist:${DIST[os]} -- --dir --config test/e2e-electron/journeys-build.yml`,
      );
      const suite = stepOf(steps, (command) => /npm run test:packaged'?$/.test(command));
      const kept = steps.findIndex((step) => step.uses?.startsWith('actions/upload-artifact@'));
      expect([install, chromium, test, packaged, journeys, suite, kept].every((index) => index >= 0)).toBe(true);
      expect(install).toBeLessThan(chromium);
      expect(chromium).toBeLessThan(test);
      expect(test).toBeLessThan(packaged);
      expect(packaged).toBeLessThan(journeys);
      expect(journeys).toBeLessThan(suite);
      expect(suite).toBeLessThan(kept);
      // Nothing is built for another system, and no installer on a push.
      const built = steps.flatMap((step) => step.commands.filter((command) => command.includes('npm run dist:')));
      expect(built.every((command) => command.startsWith(`npm run dist:${DIST[os]} -- --dir`))).toBe(true);
      // The reports are kept when a test failed too: that is when they are read.
      expect(steps[kept]!.if).toBe('always()');
      expect(String(steps[kept]!.with?.['path'])).toMatch(/playwright-report\/[\s\S]*test-results\//);

      const testCommand = steps[test]!.commands.join('\n');
      const suiteCommand = steps[suite]!.commands.join('\n');
      if (os === 'Linux') {
        // A Secret Service for the keychain tests, and a display for the Electron window.
        expect(testCommand).toMatch(/^dbus-run-session -- bash -c '.*gnome-keyring-daemon --unlock/);
        expect(suiteCommand).toMatch(/^xvfb-run --auto-servernum dbus-run-session -- bash -c '.*gnome-keyring-daemon/);
      } else {
        // Credential Manager and the macOS Keychain as they are; the window on the runner's own display.
        expect(testCommand).toBe('npm test');
        expect(suiteCommand).toBe('npm run test:packaged');
      }
    },
  );

  it.each(Object.values(OSES))(
    'on %s, for a release: the installers instead of the unpacked app, the suite against them, and keeps them',
    (os) => {
      const steps = plan(os, true);
      const installers = stepOf(steps, (command) => command === `npm run dist:${DIST[os]}`);
      const suite = stepOf(steps, (command) => /npm run test:packaged'?$/.test(command));
      const kept = steps.findIndex((step) => step.name === 'Keep the installers');
      expect(stepOf(steps, (command) => command === `npm run dist:${DIST[os]} -- --dir`)).toBe(-1);
      expect(installers).toBeGreaterThanOrEqual(0);
      expect(suite).toBeGreaterThan(installers);
      expect(kept).toBeGreaterThan(suite);
      expect(steps[kept]!.uses).toMatch(/^actions\/upload-artifact@/);
    },
  );

  it('reads only the secrets it declares for its callers', () => {
    const read = [...texts['ci.yml']!.matchAll(/secrets\.(\w+)/g)].map((match) => match[1]!);
    const declared = Object.keys((ci.on['workflow_call'] as { secrets: Record<string, unknown> }).secrets);
    expect(read.length).toBeGreaterThan(0);
    expect([...new Set(read)].sort()).toEqual([...declared].sort());
  });

  const everyCommand = Object.values(OSES).flatMap((os) =>
    [false, true].flatMap((installers) => plan(os, installers).flatMap((step) => step.commands)),
  );

  it('runs only commands the README gives', () => {
    expect(everyCommand.length).toBeGreaterThan(0);
    for (const command of new Set(everyCommand)) expect(readme, `README.md lacks: ${command}`).toContain(command);
  });

  it('runs only npm scripts that package.json has', () => {
    const named = everyCommand.flatMap((command) => [...command.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!));
    expect(named.length).toBeGreaterThan(0);
    for (const script of named) expect(scripts, `npm run ${script}`).toHaveProperty([script]);
  });
});

describe('the release workflow', () => {
  it('runs on a version tag, and is CI with the installers: nothing repeated', () => {
    expect(release.on).toHaveProperty('push.tags', ['v*']);
    const jobs = Object.values(release.jobs);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.uses).toBe('./.github/workflows/ci.yml');
    expect(jobs[0]!.with).toEqual({ installers: true });
    // The signing secrets reach the called workflow only when handed on.
    expect(jobs[0]!.secrets).toBe('inherit');
    expect(jobs[0]!.steps).toBeUndefined();
  });
});

describe('the journeys’ build CI makes for the Electron suite', () => {
  const journeys = parse(readFileSync(path.join(ROOT, 'test', 'e2e-electron', 'journeys-build.yml'), 'utf8')) as {
    extends: string;
    directories: Record<string, string>;
    electronFuses: Record<string, boolean>;
  };
  const shipped = parse(readFileSync(path.join(ROOT, 'electron-builder.yml'), 'utf8')) as {
    electronFuses: Record<string, boolean>;
  };

  it('is the app electron-builder.yml packs, into a folder of its own, with only the inspect fuse on', () => {
    expect(journeys.extends).toBe('electron-builder.yml');
    expect(Object.keys(journeys).sort()).toEqual(['directories', 'electronFuses', 'extends']);
    expect(journeys.directories).toEqual({ output: 'dist/journeys' });
    expect(journeys.electronFuses).toEqual({ enableNodeCliInspectArguments: true });
    expect(shipped.electronFuses['enableNodeCliInspectArguments']).toBe(false);
  });
});
