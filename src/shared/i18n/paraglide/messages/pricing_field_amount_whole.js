/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Field_Amount_WholeInputs */

const en_pricing_field_amount_whole = /** @type {(inputs: Pricing_Field_Amount_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An amount is a whole number of hundredths`)
};

const es_pricing_field_amount_whole = /** @type {(inputs: Pricing_Field_Amount_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un importe es un número entero de centésimas`)
};

const en_xa2_pricing_field_amount_whole = /** @type {(inputs: Pricing_Field_Amount_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áɱóúñţ íš á ŵĥóļé ñúɱƀéŕ óƒ ĥúñðŕéðţĥš ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "An amount is a whole number of hundredths" |
*
* @param {Pricing_Field_Amount_WholeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_amount_whole = /** @type {((inputs?: Pricing_Field_Amount_WholeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Amount_WholeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_amount_whole(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_amount_whole(inputs)
	return en_pricing_field_amount_whole(inputs)
});