/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_SurchargeInputs */

const en_rating_surcharge = /** @type {(inputs: Rating_SurchargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Surcharge`)
};

const es_rating_surcharge = /** @type {(inputs: Rating_SurchargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recargo`)
};

const en_xa2_rating_surcharge = /** @type {(inputs: Rating_SurchargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúŕçĥáŕĝé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Surcharge" |
*
* @param {Rating_SurchargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharge = /** @type {((inputs?: Rating_SurchargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_SurchargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_surcharge(inputs)
	if (locale === "en-XA") return en_xa2_rating_surcharge(inputs)
	return en_rating_surcharge(inputs)
});