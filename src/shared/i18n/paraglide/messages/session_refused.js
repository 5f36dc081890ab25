/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_RefusedInputs */

const en_session_refused = /** @type {(inputs: Session_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refused`)
};

const es_session_refused = /** @type {(inputs: Session_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazado`)
};

const en_xa2_session_refused = /** @type {(inputs: Session_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒúšéð ·~]`)
};

/**
* | output |
* | --- |
* | "Refused" |
*
* @param {Session_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_refused = /** @type {((inputs?: Session_RefusedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_RefusedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_session_refused(inputs)
	if (locale === "en-XA") return en_xa2_session_refused(inputs)
	return en_session_refused(inputs)
});