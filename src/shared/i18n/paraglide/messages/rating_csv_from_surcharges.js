/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Csv_From_SurchargesInputs */

const en_rating_csv_from_surcharges = /** @type {(inputs: Rating_Csv_From_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sum of surcharges`)
};

const es_rating_csv_from_surcharges = /** @type {(inputs: Rating_Csv_From_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`suma de recargos`)
};

const en_xa2_rating_csv_from_surcharges = /** @type {(inputs: Rating_Csv_From_SurchargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šúɱ óƒ šúŕçĥáŕĝéš ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "sum of surcharges" |
*
* @param {Rating_Csv_From_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_from_surcharges = /** @type {((inputs?: Rating_Csv_From_SurchargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_From_SurchargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_csv_from_surcharges(inputs)
	if (locale === "en-XA") return en_xa2_rating_csv_from_surcharges(inputs)
	return en_rating_csv_from_surcharges(inputs)
});