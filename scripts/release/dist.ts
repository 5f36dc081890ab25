/**
 * `npm run dist:mac`, `dist:win`, `dist:linux` (after `npm run build`): the
 * installers of one platform into dist/. Draws the icons (build/icons), says
 * what is signed and what is skipped (signing.ts), then runs electron-builder
 * with that decision; any further arguments go to electron-builder as they
 * are (an --arch, -c.<option>=<value> ...).
 *
 *   tsx scripts/release/dist.ts <mac|win|linux> [electron-builder arguments]
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { writeAppIcons } from '../icons/app-icons';
import { runBuild } from '../node-bundle';
import { signingPlan, SigningSetupError, type DistTarget } from './signing';

const ROOT = path.resolve(__dirname, '..', '..');
const TARGETS: readonly DistTarget[] = ['mac', 'win', 'linux'];
/**
 * electron-builder's tools for Electron 45 (@electron/rebuild, @electron/get, node-abi) ask for
 * this Node; the rest of the project (package.json "engines") runs on Node 20.19 too.
 */
const PACKAGING_NODE = [22, 12] as const;

runBuild('the installers', async () => {
  const [target, ...builderArgs] = process.argv.slice(2);
  if (!TARGETS.includes(target as DistTarget)) {
    console.error(`usage: tsx scripts/release/dist.ts <${TARGETS.join('|')}> [electron-builder arguments]`);
    process.exit(2);
  }
  let plan;
  try {
    plan = signingPlan(target as DistTarget, process.env); // checked against TARGETS just above
  } catch (error) {
    if (!(error instanceof SigningSetupError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major < PACKAGING_NODE[0] || (major === PACKAGING_NODE[0] && minor < PACKAGING_NODE[1]))
    console.warn(
      `Node ${process.versions.node}: electron-builder's tools ask for Node ${PACKAGING_NODE.join('.')} or newer; the installers are built with it in the release workflow`,
    );
  await writeAppIcons(path.join(ROOT, 'build', 'icons'));
  for (const line of plan.lines) console.log(line);
  const builder = spawnSync(
    process.execPath,
    [require.resolve('electron-builder/cli.js'), `--${target}`, '--publish', 'never', ...plan.args, ...builderArgs],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...plan.env } },
  );
  process.exit(builder.status ?? 1);
});
