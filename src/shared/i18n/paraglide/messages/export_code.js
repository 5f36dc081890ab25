/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Export_CodeInputs */

const en_export_code = /** @type {(inputs: Export_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

const es_export_code = /** @type {(inputs: Export_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código`)
};

const en_xa2_export_code = /** @type {(inputs: Export_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóðé ·]`)
};

/**
* | output |
* | --- |
* | "Code" |
*
* @param {Export_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_code = /** @type {((inputs?: Export_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_export_code(inputs)
	if (locale === "en-XA") return en_xa2_export_code(inputs)
	return en_export_code(inputs)
});