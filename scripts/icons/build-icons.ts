/**
 * `npm run icons`: writes the app's icons for Windows, macOS and Linux into
 * build/icons (electron-builder.yml points at them), with no network.
 * `npm run dist:*` runs it before packaging.
 */
import path from 'node:path';
import { runBuild } from '../node-bundle';
import { writeAppIcons } from './app-icons';

const OUT = path.resolve(__dirname, '..', '..', 'build', 'icons');

runBuild('the icons', async () => {
  const written = await writeAppIcons(OUT);
  console.log(`wrote ${path.relative(process.cwd(), written.ico)}, icon.icns and png/ beside it`);
});
