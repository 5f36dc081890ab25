#!/usr/bin/env node
'use strict';
// Runs the TypeScript CLI straight from src/ through tsx, so `npx freight-desk`
// works after `npm install` with no build step.
// The project's tsconfig holds the path aliases (@shared/...): named, so they resolve from any working directory.
process.env.TSX_TSCONFIG_PATH ??= require('node:path').join(__dirname, '..', 'tsconfig.json');
require('tsx/cjs/api').register();
require('../src/cli/main.ts').main();
