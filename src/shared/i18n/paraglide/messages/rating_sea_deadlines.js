/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sea_DeadlinesInputs */

const en_rating_sea_deadlines = /** @type {(inputs: Rating_Sea_DeadlinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deadlines`)
};

const es_rating_sea_deadlines = /** @type {(inputs: Rating_Sea_DeadlinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plazos`)
};

const en_xa2_rating_sea_deadlines = /** @type {(inputs: Rating_Sea_DeadlinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéáðļíñéš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Deadlines" |
*
* @param {Rating_Sea_DeadlinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_deadlines = /** @type {((inputs?: Rating_Sea_DeadlinesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_DeadlinesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sea_deadlines(inputs)
	if (locale === "en-XA") return en_xa2_rating_sea_deadlines(inputs)
	return en_rating_sea_deadlines(inputs)
});