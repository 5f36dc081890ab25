/** The desk's messages, one function each (messages/*.json compiled by `npm run messages`): `m.menu_file()`. */
export { m } from './paraglide/messages.js';
