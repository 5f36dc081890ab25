/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_Unreachable_ReasonInputs */

const en_session_unreachable_reason = /** @type {(inputs: Session_Unreachable_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The freight service does not answer.`)
};

const es_session_unreachable_reason = /** @type {(inputs: Session_Unreachable_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio de transporte no responde.`)
};

const en_xa2_session_unreachable_reason = /** @type {(inputs: Session_Unreachable_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ðóéš ñóţ áñšŵéŕ. ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The freight service does not answer." |
*
* @param {Session_Unreachable_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_unreachable_reason = /** @type {((inputs?: Session_Unreachable_ReasonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Unreachable_ReasonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_session_unreachable_reason(inputs)
	if (locale === "en-XA") return en_xa2_session_unreachable_reason(inputs)
	return en_session_unreachable_reason(inputs)
});