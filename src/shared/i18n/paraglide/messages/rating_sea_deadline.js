/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sea_DeadlineInputs */

const en_rating_sea_deadline = /** @type {(inputs: Rating_Sea_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deadline`)
};

const es_rating_sea_deadline = /** @type {(inputs: Rating_Sea_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plazo`)
};

const en_xa2_rating_sea_deadline = /** @type {(inputs: Rating_Sea_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéáðļíñé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Deadline" |
*
* @param {Rating_Sea_DeadlineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_deadline = /** @type {((inputs?: Rating_Sea_DeadlineInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_DeadlineInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sea_deadline(inputs)
	if (locale === "en-XA") return en_xa2_rating_sea_deadline(inputs)
	return en_rating_sea_deadline(inputs)
});