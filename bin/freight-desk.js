#!/usr/bin/env node
'use strict';
// Runs the TypeScript CLI straight from src/ through tsx, so `npx freight-desk`
// works after `npm install` with no build step.
require('tsx/cjs/api').register();
require('../src/cli/main.ts').main();
