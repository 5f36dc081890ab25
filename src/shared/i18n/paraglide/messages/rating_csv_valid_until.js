/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Csv_Valid_UntilInputs */

const en_rating_csv_valid_until = /** @type {(inputs: Rating_Csv_Valid_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valid until`)
};

const es_rating_csv_valid_until = /** @type {(inputs: Rating_Csv_Valid_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Válida hasta`)
};

const en_xa2_rating_csv_valid_until = /** @type {(inputs: Rating_Csv_Valid_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽáļíð úñţíļ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Valid until" |
*
* @param {Rating_Csv_Valid_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_valid_until = /** @type {((inputs?: Rating_Csv_Valid_UntilInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_Valid_UntilInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_csv_valid_until(inputs)
	if (locale === "en-XA") return en_xa2_rating_csv_valid_until(inputs)
	return en_rating_csv_valid_until(inputs)
});