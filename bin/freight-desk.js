#!/usr/bin/env node
'use strict';
// Runs the command line built to plain JavaScript (out/cli/main.js, from
// scripts/build-cli.ts): `npm run build` writes it, and so does `npm install`
// (the prepare script). Node runs it as it is, with no TypeScript loader.
const { existsSync } = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const built = path.join(root, 'out', 'cli', 'main.js');
if (!existsSync(built)) {
  process.stderr.write(
    `freight-desk: the command line is not built (no out/cli/main.js): run npm run build in ${root}\n`,
  );
  process.exit(1);
}
require(built).main();
