/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Save_FailedInputs */

const en_rating_save_failed = /** @type {(inputs: Rating_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save the quote`)
};

const es_rating_save_failed = /** @type {(inputs: Rating_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar la cotización`)
};

const en_xa2_rating_save_failed = /** @type {(inputs: Rating_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šáṽé ţĥé ǫúóţé ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not save the quote" |
*
* @param {Rating_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_failed = /** @type {((inputs?: Rating_Save_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Save_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_save_failed(inputs)
	if (locale === "en-XA") return en_xa2_rating_save_failed(inputs)
	return en_rating_save_failed(inputs)
});