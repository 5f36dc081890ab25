/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_SurchargeInputs */

const en_quotes_surcharge = /** @type {(inputs: Quotes_SurchargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Surcharge`)
};

const es_quotes_surcharge = /** @type {(inputs: Quotes_SurchargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recargo`)
};

const en_xa2_quotes_surcharge = /** @type {(inputs: Quotes_SurchargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúŕçĥáŕĝé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Surcharge" |
*
* @param {Quotes_SurchargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_surcharge = /** @type {((inputs?: Quotes_SurchargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_SurchargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_surcharge(inputs)
	if (locale === "en-XA") return en_xa2_quotes_surcharge(inputs)
	return en_quotes_surcharge(inputs)
});