/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_SurchargeInputs */

const en_pdf_surcharge = /** @type {(inputs: Pdf_SurchargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Surcharge`)
};

const es_pdf_surcharge = /** @type {(inputs: Pdf_SurchargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recargo`)
};

const en_xa2_pdf_surcharge = /** @type {(inputs: Pdf_SurchargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúŕçĥáŕĝé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Surcharge" |
*
* @param {Pdf_SurchargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_surcharge = /** @type {((inputs?: Pdf_SurchargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_SurchargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_surcharge(inputs)
	if (locale === "en-XA") return en_xa2_pdf_surcharge(inputs)
	return en_pdf_surcharge(inputs)
});