/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, leg: NonNullable<unknown> }} Rating_Sea_LegInputs */

const en_rating_sea_leg = /** @type {(inputs: Rating_Sea_LegInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leg ${i?.number}${i?.leg}`)
};

const es_rating_sea_leg = /** @type {(inputs: Rating_Sea_LegInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tramo ${i?.number}${i?.leg}`)
};

const en_xa2_rating_sea_leg = /** @type {(inputs: Rating_Sea_LegInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļéĝ ${i?.number}${i?.leg} ·]`)
};

/**
* | output |
* | --- |
* | "Leg {number}{leg}" |
*
* @param {Rating_Sea_LegInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_leg = /** @type {((inputs: Rating_Sea_LegInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_LegInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sea_leg(inputs)
	if (locale === "en-XA") return en_xa2_rating_sea_leg(inputs)
	return en_rating_sea_leg(inputs)
});