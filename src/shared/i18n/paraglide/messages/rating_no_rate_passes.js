/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_No_Rate_PassesInputs */

const en_rating_no_rate_passes = /** @type {(inputs: Rating_No_Rate_PassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No rate passes the filters. Clear them to see every rate.`)
};

const es_rating_no_rate_passes = /** @type {(inputs: Rating_No_Rate_PassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna tarifa pasa los filtros. Quítelos para ver todas.`)
};

const en_xa2_rating_no_rate_passes = /** @type {(inputs: Rating_No_Rate_PassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ŕáţé þáššéš ţĥé ƒíļţéŕš. Çļéáŕ ţĥéɱ ţó šéé éṽéŕý ŕáţé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "No rate passes the filters. Clear them to see every rate." |
*
* @param {Rating_No_Rate_PassesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_no_rate_passes = /** @type {((inputs?: Rating_No_Rate_PassesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_No_Rate_PassesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_no_rate_passes(inputs)
	if (locale === "en-XA") return en_xa2_rating_no_rate_passes(inputs)
	return en_rating_no_rate_passes(inputs)
});