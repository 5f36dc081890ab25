/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_ValidationInputs */

const en_error_title_validation = /** @type {(inputs: Error_Title_ValidationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some fields need attention`)
};

const es_error_title_validation = /** @type {(inputs: Error_Title_ValidationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revise algunos campos`)
};

const en_xa2_error_title_validation = /** @type {(inputs: Error_Title_ValidationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šóɱé ƒíéļðš ñééð áţţéñţíóñ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Some fields need attention" |
*
* @param {Error_Title_ValidationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_validation = /** @type {((inputs?: Error_Title_ValidationInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_ValidationInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_validation(inputs)
	if (locale === "en-XA") return en_xa2_error_title_validation(inputs)
	return en_error_title_validation(inputs)
});