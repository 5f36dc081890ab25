import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/*
 * The release workflow cannot run here (it needs GitHub's Windows, macOS and
 * Linux runners): what can be checked is that GitHub can read it, that it
 * builds and smoke-tests on each platform, and that every command it runs is
 * one the README gives, so a developer can run the same by hand.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const OSES = { 'ubuntu-latest': 'Linux', 'macos-latest': 'macOS', 'windows-latest': 'Windows' } as const;

interface Step {
  readonly name?: string;
  readonly if?: string;
  readonly run?: string;
  readonly uses?: string;
}
interface Workflow {
  readonly on: { push: { tags: string[] } };
  readonly jobs: Record<string, { 'runs-on': string; strategy: { matrix: { os: string[] } }; steps: Step[] }>;
}

const workflow = parse(readFileSync(path.join(ROOT, '.github', 'workflows', 'release.yml'), 'utf8')) as Workflow;
const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const scripts = (
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
const job = workflow.jobs['installers']!;
const commands = job.steps.flatMap((step) =>
  (step.run ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean),
);

/** Whether a step runs on the runner of `os` (the workflow's `if:` says runner.os == or != a name, or nothing). */
function runsOn(step: Step, os: string): boolean {
  if (step.if === undefined) return true;
  const condition = /^runner\.os (==|!=) '(\w+)'$/.exec(step.if);
  if (!condition) throw new Error(`an if: this test cannot read: ${step.if}`);
  return condition[1] === '==' ? condition[2] === os : condition[2] !== os;
}

describe('the release workflow', () => {
  it('runs on a version tag, on Windows, macOS and Linux runners', () => {
    expect(workflow.on.push.tags).toEqual(['v*']);
    expect(job['runs-on']).toBe('${{ matrix.os }}');
    expect(job.strategy.matrix.os.sort()).toEqual(Object.keys(OSES).sort());
  });

  it.each(Object.values(OSES))('on %s, builds the installers and then opens the packaged app', (os) => {
    const steps = job.steps.filter((step) => runsOn(step, os)).map((step) => step.run ?? '');
    const dist = steps.findIndex((run) =>
      run.includes(`npm run dist:${{ Linux: 'linux', macOS: 'mac', Windows: 'win' }[os]}`),
    );
    const install = steps.findIndex((run) => run === 'npm ci');
    const smoke = steps.findIndex((run) => run.includes('npm run test:packaged'));
    expect(install).toBeGreaterThanOrEqual(0);
    expect(dist).toBeGreaterThan(install);
    expect(smoke).toBeGreaterThan(dist);
  });

  it('runs only commands the README gives', () => {
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) expect(readme, `README.md lacks: ${command}`).toContain(command);
  });

  it('runs only npm scripts that package.json has', () => {
    const named = commands.flatMap((command) => [...command.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]!));
    expect(named.length).toBeGreaterThan(0);
    for (const script of named) expect(scripts, `npm run ${script}`).toHaveProperty([script]);
  });
});
