/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_All_In_Price_And_SurchargesInputs */

const en_rating_all_in_price_and_surcharges = /** @type {(inputs: Rating_All_In_Price_And_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`price + surcharges`)
};

const es_rating_all_in_price_and_surcharges = /** @type {(inputs: Rating_All_In_Price_And_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`precio + recargos`)
};

const en_xa2_rating_all_in_price_and_surcharges = /** @type {(inputs: Rating_All_In_Price_And_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þŕíçé + šúŕçĥáŕĝéš ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "price + surcharges" |
*
* @param {Rating_All_In_Price_And_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_all_in_price_and_surcharges = /** @type {((inputs?: Rating_All_In_Price_And_SurchargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_All_In_Price_And_SurchargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_all_in_price_and_surcharges(inputs)
	if (locale === "en-XA") return en_xa2_rating_all_in_price_and_surcharges(inputs)
	return en_rating_all_in_price_and_surcharges(inputs)
});