/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_TransitInputs */

const en_pdf_transit = /** @type {(inputs: Pdf_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transit`)
};

const es_pdf_transit = /** @type {(inputs: Pdf_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tránsito`)
};

const en_xa2_pdf_transit = /** @type {(inputs: Pdf_TransitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáñšíţ ·~]`)
};

/**
* | output |
* | --- |
* | "Transit" |
*
* @param {Pdf_TransitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_transit = /** @type {((inputs?: Pdf_TransitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_TransitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_transit(inputs)
	if (locale === "en-XA") return en_xa2_pdf_transit(inputs)
	return en_pdf_transit(inputs)
});