/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sea_PenaltiesInputs */

const en_rating_sea_penalties = /** @type {(inputs: Rating_Sea_PenaltiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penalties`)
};

const es_rating_sea_penalties = /** @type {(inputs: Rating_Sea_PenaltiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penalizaciones`)
};

const en_xa2_rating_sea_penalties = /** @type {(inputs: Rating_Sea_PenaltiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéñáļţíéš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Penalties" |
*
* @param {Rating_Sea_PenaltiesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_penalties = /** @type {((inputs?: Rating_Sea_PenaltiesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_PenaltiesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sea_penalties(inputs)
	if (locale === "en-XA") return en_xa2_rating_sea_penalties(inputs)
	return en_rating_sea_penalties(inputs)
});