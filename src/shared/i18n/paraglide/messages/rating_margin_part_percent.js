/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown>, of: NonNullable<unknown>, amount: NonNullable<unknown> }} Rating_Margin_Part_PercentInputs */

const en_rating_margin_part_percent = /** @type {(inputs: Rating_Margin_Part_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} % of ${i?.of} = ${i?.amount}`)
};

const es_rating_margin_part_percent = /** @type {(inputs: Rating_Margin_Part_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} % de ${i?.of} = ${i?.amount}`)
};

const en_xa2_rating_margin_part_percent = /** @type {(inputs: Rating_Margin_Part_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.percent} % óƒ ${i?.of} = ${i?.amount} ·~ ]`)
};

/**
* | output |
* | --- |
* | "{percent} % of {of} = {amount}" |
*
* @param {Rating_Margin_Part_PercentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_percent = /** @type {((inputs: Rating_Margin_Part_PercentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Part_PercentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_part_percent(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_part_percent(inputs)
	return en_rating_margin_part_percent(inputs)
});