/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minimum: NonNullable<unknown>, raised: NonNullable<unknown> }} Rating_Margin_Part_MinimumInputs */

const en_rating_margin_part_minimum = /** @type {(inputs: Rating_Margin_Part_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Minimum margin ${i?.minimum}: raised by ${i?.raised}`)
};

const es_rating_margin_part_minimum = /** @type {(inputs: Rating_Margin_Part_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Margen mínimo ${i?.minimum}: aumentado en ${i?.raised}`)
};

const en_xa2_rating_margin_part_minimum = /** @type {(inputs: Rating_Margin_Part_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁíñíɱúɱ ɱáŕĝíñ ${i?.minimum}: ŕáíšéð ƀý ${i?.raised} ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Minimum margin {minimum}: raised by {raised}" |
*
* @param {Rating_Margin_Part_MinimumInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_minimum = /** @type {((inputs: Rating_Margin_Part_MinimumInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Part_MinimumInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_part_minimum(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_part_minimum(inputs)
	return en_rating_margin_part_minimum(inputs)
});