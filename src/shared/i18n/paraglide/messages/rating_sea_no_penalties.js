/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sea_No_PenaltiesInputs */

const en_rating_sea_no_penalties = /** @type {(inputs: Rating_Sea_No_PenaltiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No penalties given.`)
};

const es_rating_sea_no_penalties = /** @type {(inputs: Rating_Sea_No_PenaltiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se indicaron penalizaciones.`)
};

const en_xa2_rating_sea_no_penalties = /** @type {(inputs: Rating_Sea_No_PenaltiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó þéñáļţíéš ĝíṽéñ. ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "No penalties given." |
*
* @param {Rating_Sea_No_PenaltiesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_no_penalties = /** @type {((inputs?: Rating_Sea_No_PenaltiesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_No_PenaltiesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sea_no_penalties(inputs)
	if (locale === "en-XA") return en_xa2_rating_sea_no_penalties(inputs)
	return en_rating_sea_no_penalties(inputs)
});