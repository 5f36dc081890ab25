/** The desk's messages, one function each (messages/*.json compiled by `npm run messages`): `m.menu_file()`. */
// Imported as a namespace and exported by name: Playwright's transform of the e2e tests (which import the route table) refuses `export * as`.
import * as m from './paraglide/messages/_index.js';

export { m };
