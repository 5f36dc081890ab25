/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Pdf_Terms_HintInputs */

const en_pricing_pdf_terms_hint = /** @type {(inputs: Pricing_Pdf_Terms_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printed at the foot of every quote, after its validity.`)
};

const es_pricing_pdf_terms_hint = /** @type {(inputs: Pricing_Pdf_Terms_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se imprimen al pie de cada cotización, tras su validez.`)
};

const en_xa2_pricing_pdf_terms_hint = /** @type {(inputs: Pricing_Pdf_Terms_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíñţéð áţ ţĥé ƒóóţ óƒ éṽéŕý ǫúóţé, áƒţéŕ íţš ṽáļíðíţý. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Printed at the foot of every quote, after its validity." |
*
* @param {Pricing_Pdf_Terms_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_terms_hint = /** @type {((inputs?: Pricing_Pdf_Terms_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pdf_Terms_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_pdf_terms_hint(inputs)
	if (locale === "en-XA") return en_xa2_pricing_pdf_terms_hint(inputs)
	return en_pricing_pdf_terms_hint(inputs)
});