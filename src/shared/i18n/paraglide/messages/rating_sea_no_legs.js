/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sea_No_LegsInputs */

const en_rating_sea_no_legs = /** @type {(inputs: Rating_Sea_No_LegsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No legs yet.`)
};

const es_rating_sea_no_legs = /** @type {(inputs: Rating_Sea_No_LegsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay tramos.`)
};

const en_xa2_rating_sea_no_legs = /** @type {(inputs: Rating_Sea_No_LegsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ļéĝš ýéţ. ·~ ·]`)
};

/**
* | output |
* | --- |
* | "No legs yet." |
*
* @param {Rating_Sea_No_LegsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_no_legs = /** @type {((inputs?: Rating_Sea_No_LegsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_No_LegsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sea_no_legs(inputs)
	if (locale === "en-XA") return en_xa2_rating_sea_no_legs(inputs)
	return en_rating_sea_no_legs(inputs)
});