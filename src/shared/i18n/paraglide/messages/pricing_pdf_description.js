/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Pdf_DescriptionInputs */

const en_pricing_pdf_description = /** @type {(inputs: Pricing_Pdf_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What a quote PDF for a customer shows. It prints the sell price only: never the carrier’s price or your margin.`)
};

const es_pricing_pdf_description = /** @type {(inputs: Pricing_Pdf_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que muestra el PDF de una cotización para un cliente. Solo imprime el precio de venta: nunca el precio del transportista ni su margen.`)
};

const en_xa2_pricing_pdf_description = /** @type {(inputs: Pricing_Pdf_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ á ǫúóţé ÞÐƑ ƒóŕ á çúšţóɱéŕ šĥóŵš. Íţ þŕíñţš ţĥé šéļļ þŕíçé óñļý: ñéṽéŕ ţĥé çáŕŕíéŕ’š þŕíçé óŕ ýóúŕ ɱáŕĝíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "What a quote PDF for a customer shows. It prints the sell price only: never the carrier’s price or your margin." |
*
* @param {Pricing_Pdf_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_description = /** @type {((inputs?: Pricing_Pdf_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pdf_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_pdf_description(inputs)
	if (locale === "en-XA") return en_xa2_pricing_pdf_description(inputs)
	return en_pricing_pdf_description(inputs)
});