/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ section: NonNullable<unknown> }} Today_The_RestInputs */

const en_today_the_rest = /** @type {(inputs: Today_The_RestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.section}, the rest`)
};

const es_today_the_rest = /** @type {(inputs: Today_The_RestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.section}, el resto`)
};

const en_xa2_today_the_rest = /** @type {(inputs: Today_The_RestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.section}, ţĥé ŕéšţ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{section}, the rest" |
*
* @param {Today_The_RestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_the_rest = /** @type {((inputs: Today_The_RestInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_The_RestInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_the_rest(inputs)
	if (locale === "en-XA") return en_xa2_today_the_rest(inputs)
	return en_today_the_rest(inputs)
});