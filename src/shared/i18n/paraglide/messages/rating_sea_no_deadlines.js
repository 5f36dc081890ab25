/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sea_No_DeadlinesInputs */

const en_rating_sea_no_deadlines = /** @type {(inputs: Rating_Sea_No_DeadlinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No deadlines given.`)
};

const es_rating_sea_no_deadlines = /** @type {(inputs: Rating_Sea_No_DeadlinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se indicaron plazos.`)
};

const en_xa2_rating_sea_no_deadlines = /** @type {(inputs: Rating_Sea_No_DeadlinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ðéáðļíñéš ĝíṽéñ. ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "No deadlines given." |
*
* @param {Rating_Sea_No_DeadlinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_no_deadlines = /** @type {((inputs?: Rating_Sea_No_DeadlinesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_No_DeadlinesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sea_no_deadlines(inputs)
	if (locale === "en-XA") return en_xa2_rating_sea_no_deadlines(inputs)
	return en_rating_sea_no_deadlines(inputs)
});