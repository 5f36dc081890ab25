/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sea_VesselInputs */

const en_rating_sea_vessel = /** @type {(inputs: Rating_Sea_VesselInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vessel`)
};

const es_rating_sea_vessel = /** @type {(inputs: Rating_Sea_VesselInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buque`)
};

const en_xa2_rating_sea_vessel = /** @type {(inputs: Rating_Sea_VesselInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽéššéļ ·~]`)
};

/**
* | output |
* | --- |
* | "Vessel" |
*
* @param {Rating_Sea_VesselInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_vessel = /** @type {((inputs?: Rating_Sea_VesselInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_VesselInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sea_vessel(inputs)
	if (locale === "en-XA") return en_xa2_rating_sea_vessel(inputs)
	return en_rating_sea_vessel(inputs)
});