/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Rating_Margin_Part_By_HandInputs */

const en_rating_margin_part_by_hand = /** @type {(inputs: Rating_Margin_Part_By_HandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Set by hand: ${i?.amount}`)
};

const es_rating_margin_part_by_hand = /** @type {(inputs: Rating_Margin_Part_By_HandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fijado a mano: ${i?.amount}`)
};

const en_xa2_rating_margin_part_by_hand = /** @type {(inputs: Rating_Margin_Part_By_HandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéţ ƀý ĥáñð: ${i?.amount} ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Set by hand: {amount}" |
*
* @param {Rating_Margin_Part_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_by_hand = /** @type {((inputs: Rating_Margin_Part_By_HandInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Part_By_HandInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_part_by_hand(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_part_by_hand(inputs)
	return en_rating_margin_part_by_hand(inputs)
});