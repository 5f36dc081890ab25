/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_Refused_ReasonInputs */

const en_session_refused_reason = /** @type {(inputs: Session_Refused_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service refused the API key or secret.`)
};

const es_session_refused_reason = /** @type {(inputs: Session_Refused_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio rechazó la clave o el secreto de la API.`)
};

const en_xa2_session_refused_reason = /** @type {(inputs: Session_Refused_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ŕéƒúšéð ţĥé ÁÞÍ ķéý óŕ šéçŕéţ. ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The service refused the API key or secret." |
*
* @param {Session_Refused_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_refused_reason = /** @type {((inputs?: Session_Refused_ReasonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Refused_ReasonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_session_refused_reason(inputs)
	if (locale === "en-XA") return en_xa2_session_refused_reason(inputs)
	return en_session_refused_reason(inputs)
});