/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Mode_PalletsInputs */

const en_rating_mode_pallets = /** @type {(inputs: Rating_Mode_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pallets`)
};

const es_rating_mode_pallets = /** @type {(inputs: Rating_Mode_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palés`)
};

const en_xa2_rating_mode_pallets = /** @type {(inputs: Rating_Mode_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáļļéţš ·~]`)
};

/**
* | output |
* | --- |
* | "Pallets" |
*
* @param {Rating_Mode_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_mode_pallets = /** @type {((inputs?: Rating_Mode_PalletsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Mode_PalletsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_mode_pallets(inputs)
	if (locale === "en-XA") return en_xa2_rating_mode_pallets(inputs)
	return en_rating_mode_pallets(inputs)
});