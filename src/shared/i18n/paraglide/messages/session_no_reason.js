/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_No_ReasonInputs */

const en_session_no_reason = /** @type {(inputs: Session_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service gave no reason.`)
};

const es_session_no_reason = /** @type {(inputs: Session_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio no dio ningún motivo.`)
};

const en_xa2_session_no_reason = /** @type {(inputs: Session_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ĝáṽé ñó ŕéášóñ. ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The service gave no reason." |
*
* @param {Session_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_no_reason = /** @type {((inputs?: Session_No_ReasonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_No_ReasonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_session_no_reason(inputs)
	if (locale === "en-XA") return en_xa2_session_no_reason(inputs)
	return en_session_no_reason(inputs)
});