/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Rating_Margin_Amount_InvalidInputs */

const en_rating_margin_amount_invalid = /** @type {(inputs: Rating_Margin_Amount_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An amount in ${i?.currency} such as 150 or 150.50`)
};

const es_rating_margin_amount_invalid = /** @type {(inputs: Rating_Margin_Amount_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un importe en ${i?.currency} como 150 o 150,50`)
};

const en_xa2_rating_margin_amount_invalid = /** @type {(inputs: Rating_Margin_Amount_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áñ áɱóúñţ íñ ${i?.currency} šúçĥ áš 150 óŕ 150.50 ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "An amount in {currency} such as 150 or 150.50" |
*
* @param {Rating_Margin_Amount_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_amount_invalid = /** @type {((inputs: Rating_Margin_Amount_InvalidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Amount_InvalidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_amount_invalid(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_amount_invalid(inputs)
	return en_rating_margin_amount_invalid(inputs)
});