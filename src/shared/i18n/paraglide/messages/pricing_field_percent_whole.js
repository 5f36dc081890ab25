/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Field_Percent_WholeInputs */

const en_pricing_field_percent_whole = /** @type {(inputs: Pricing_Field_Percent_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A percentage is a whole number of hundredths of a percent`)
};

const es_pricing_field_percent_whole = /** @type {(inputs: Pricing_Field_Percent_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un porcentaje es un número entero de centésimas de punto porcentual`)
};

const en_xa2_pricing_field_percent_whole = /** @type {(inputs: Pricing_Field_Percent_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þéŕçéñţáĝé íš á ŵĥóļé ñúɱƀéŕ óƒ ĥúñðŕéðţĥš óƒ á þéŕçéñţ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "A percentage is a whole number of hundredths of a percent" |
*
* @param {Pricing_Field_Percent_WholeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_percent_whole = /** @type {((inputs?: Pricing_Field_Percent_WholeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Percent_WholeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_percent_whole(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_percent_whole(inputs)
	return en_pricing_field_percent_whole(inputs)
});