/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Margin_Percent_Of_BuyInputs */

const en_rating_margin_percent_of_buy = /** @type {(inputs: Rating_Margin_Percent_Of_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`% of the buy price`)
};

const es_rating_margin_percent_of_buy = /** @type {(inputs: Rating_Margin_Percent_Of_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`% del precio de compra`)
};

const en_xa2_rating_margin_percent_of_buy = /** @type {(inputs: Rating_Margin_Percent_Of_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[% óƒ ţĥé ƀúý þŕíçé ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "% of the buy price" |
*
* @param {Rating_Margin_Percent_Of_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_percent_of_buy = /** @type {((inputs?: Rating_Margin_Percent_Of_BuyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Margin_Percent_Of_BuyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_margin_percent_of_buy(inputs)
	if (locale === "en-XA") return en_xa2_rating_margin_percent_of_buy(inputs)
	return en_rating_margin_percent_of_buy(inputs)
});