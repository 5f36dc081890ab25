/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_All_In_SurchargesInputs */

const en_rating_all_in_surcharges = /** @type {(inputs: Rating_All_In_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sum of the surcharges`)
};

const es_rating_all_in_surcharges = /** @type {(inputs: Rating_All_In_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`suma de los recargos`)
};

const en_xa2_rating_all_in_surcharges = /** @type {(inputs: Rating_All_In_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šúɱ óƒ ţĥé šúŕçĥáŕĝéš ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "sum of the surcharges" |
*
* @param {Rating_All_In_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_all_in_surcharges = /** @type {((inputs?: Rating_All_In_SurchargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_All_In_SurchargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_all_in_surcharges(inputs)
	if (locale === "en-XA") return en_xa2_rating_all_in_surcharges(inputs)
	return en_rating_all_in_surcharges(inputs)
});