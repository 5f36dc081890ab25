/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Csv_From_NoneInputs */

const en_rating_csv_from_none = /** @type {(inputs: Rating_Csv_From_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no price`)
};

const es_rating_csv_from_none = /** @type {(inputs: Rating_Csv_From_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin precio`)
};

const en_xa2_rating_csv_from_none = /** @type {(inputs: Rating_Csv_From_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñó þŕíçé ·~ ]`)
};

/**
* | output |
* | --- |
* | "no price" |
*
* @param {Rating_Csv_From_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_from_none = /** @type {((inputs?: Rating_Csv_From_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_From_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_csv_from_none(inputs)
	if (locale === "en-XA") return en_xa2_rating_csv_from_none(inputs)
	return en_rating_csv_from_none(inputs)
});