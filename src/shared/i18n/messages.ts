/** The desk's messages, one function each (messages/*.json compiled by `npm run messages`): `m.menu_file()`. */
export * as m from './paraglide/messages/_index.js';
