/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Lines_PalletsInputs */

const en_rating_lines_pallets = /** @type {(inputs: Rating_Lines_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pallets`)
};

const es_rating_lines_pallets = /** @type {(inputs: Rating_Lines_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palés`)
};

const en_xa2_rating_lines_pallets = /** @type {(inputs: Rating_Lines_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáļļéţš ·~]`)
};

/**
* | output |
* | --- |
* | "Pallets" |
*
* @param {Rating_Lines_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_pallets = /** @type {((inputs?: Rating_Lines_PalletsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_PalletsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_lines_pallets(inputs)
	if (locale === "en-XA") return en_xa2_rating_lines_pallets(inputs)
	return en_rating_lines_pallets(inputs)
});