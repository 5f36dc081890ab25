/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_Trying_NowInputs */

const en_session_trying_now = /** @type {(inputs: Session_Trying_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trying again now…`)
};

const es_session_trying_now = /** @type {(inputs: Session_Trying_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reintentando ahora…`)
};

const en_xa2_session_trying_now = /** @type {(inputs: Session_Trying_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţŕýíñĝ áĝáíñ ñóŵ… ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "trying again now…" |
*
* @param {Session_Trying_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_trying_now = /** @type {((inputs?: Session_Trying_NowInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Trying_NowInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_session_trying_now(inputs)
	if (locale === "en-XA") return en_xa2_session_trying_now(inputs)
	return en_session_trying_now(inputs)
});