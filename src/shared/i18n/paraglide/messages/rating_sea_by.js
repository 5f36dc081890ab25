/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sea_ByInputs */

const en_rating_sea_by = /** @type {(inputs: Rating_Sea_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By`)
};

const es_rating_sea_by = /** @type {(inputs: Rating_Sea_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hasta el`)
};

const en_xa2_rating_sea_by = /** @type {(inputs: Rating_Sea_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓý ]`)
};

/**
* | output |
* | --- |
* | "By" |
*
* @param {Rating_Sea_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_by = /** @type {((inputs?: Rating_Sea_ByInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_ByInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sea_by(inputs)
	if (locale === "en-XA") return en_xa2_rating_sea_by(inputs)
	return en_rating_sea_by(inputs)
});