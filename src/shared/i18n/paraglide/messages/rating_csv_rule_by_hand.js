/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Csv_Rule_By_HandInputs */

const en_rating_csv_rule_by_hand = /** @type {(inputs: Rating_Csv_Rule_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`set by hand`)
};

const es_rating_csv_rule_by_hand = /** @type {(inputs: Rating_Csv_Rule_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fijado a mano`)
};

const en_xa2_rating_csv_rule_by_hand = /** @type {(inputs: Rating_Csv_Rule_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šéţ ƀý ĥáñð ·~ ·]`)
};

/**
* | output |
* | --- |
* | "set by hand" |
*
* @param {Rating_Csv_Rule_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_rule_by_hand = /** @type {((inputs?: Rating_Csv_Rule_By_HandInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_Rule_By_HandInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_csv_rule_by_hand(inputs)
	if (locale === "en-XA") return en_xa2_rating_csv_rule_by_hand(inputs)
	return en_rating_csv_rule_by_hand(inputs)
});