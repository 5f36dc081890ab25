/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_On_RequestInputs */

const en_pdf_on_request = /** @type {(inputs: Pdf_On_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On request`)
};

const es_pdf_on_request = /** @type {(inputs: Pdf_On_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A consultar`)
};

const en_xa2_pdf_on_request = /** @type {(inputs: Pdf_On_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñ ŕéǫúéšţ ·~ ]`)
};

/**
* | output |
* | --- |
* | "On request" |
*
* @param {Pdf_On_RequestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_on_request = /** @type {((inputs?: Pdf_On_RequestInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_On_RequestInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_on_request(inputs)
	if (locale === "en-XA") return en_xa2_pdf_on_request(inputs)
	return en_pdf_on_request(inputs)
});