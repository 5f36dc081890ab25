/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rates_PreviousInputs */

const en_rating_rates_previous = /** @type {(inputs: Rating_Rates_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The rates below are from the previous request.`)
};

const es_rating_rates_previous = /** @type {(inputs: Rating_Rates_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las tarifas de abajo son de la petición anterior.`)
};

const en_xa2_rating_rates_previous = /** @type {(inputs: Rating_Rates_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕáţéš ƀéļóŵ áŕé ƒŕóɱ ţĥé þŕéṽíóúš ŕéǫúéšţ. ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The rates below are from the previous request." |
*
* @param {Rating_Rates_PreviousInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_previous = /** @type {((inputs?: Rating_Rates_PreviousInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rates_PreviousInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rates_previous(inputs)
	if (locale === "en-XA") return en_xa2_rating_rates_previous(inputs)
	return en_rating_rates_previous(inputs)
});