/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_UnreachableInputs */

const en_session_unreachable = /** @type {(inputs: Session_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unreachable`)
};

const es_session_unreachable = /** @type {(inputs: Session_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inalcanzable`)
};

const en_xa2_session_unreachable = /** @type {(inputs: Session_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñŕéáçĥáƀļé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Unreachable" |
*
* @param {Session_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_unreachable = /** @type {((inputs?: Session_UnreachableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_UnreachableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_session_unreachable(inputs)
	if (locale === "en-XA") return en_xa2_session_unreachable(inputs)
	return en_session_unreachable(inputs)
});