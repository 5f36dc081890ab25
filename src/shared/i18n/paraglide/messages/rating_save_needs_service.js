/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Save_Needs_ServiceInputs */

const en_rating_save_needs_service = /** @type {(inputs: Rating_Save_Needs_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving a quote needs the service.`)
};

const es_rating_save_needs_service = /** @type {(inputs: Rating_Save_Needs_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para guardar una cotización hace falta el servicio.`)
};

const en_xa2_rating_save_needs_service = /** @type {(inputs: Rating_Save_Needs_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽíñĝ á ǫúóţé ñééðš ţĥé šéŕṽíçé. ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Saving a quote needs the service." |
*
* @param {Rating_Save_Needs_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_needs_service = /** @type {((inputs?: Rating_Save_Needs_ServiceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Save_Needs_ServiceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_save_needs_service(inputs)
	if (locale === "en-XA") return en_xa2_rating_save_needs_service(inputs)
	return en_rating_save_needs_service(inputs)
});