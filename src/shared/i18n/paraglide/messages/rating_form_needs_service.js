/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Needs_ServiceInputs */

const en_rating_form_needs_service = /** @type {(inputs: Rating_Form_Needs_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Getting rates needs the service.`)
};

const es_rating_form_needs_service = /** @type {(inputs: Rating_Form_Needs_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para obtener tarifas hace falta el servicio.`)
};

const en_xa2_rating_form_needs_service = /** @type {(inputs: Rating_Form_Needs_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝéţţíñĝ ŕáţéš ñééðš ţĥé šéŕṽíçé. ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Getting rates needs the service." |
*
* @param {Rating_Form_Needs_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_needs_service = /** @type {((inputs?: Rating_Form_Needs_ServiceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Needs_ServiceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_needs_service(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_needs_service(inputs)
	return en_rating_form_needs_service(inputs)
});