/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Air_FreightInputs */

const en_rating_air_freight = /** @type {(inputs: Rating_Air_FreightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight:`)
};

const es_rating_air_freight = /** @type {(inputs: Rating_Air_FreightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flete:`)
};

const en_xa2_rating_air_freight = /** @type {(inputs: Rating_Air_FreightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ: ·~ ]`)
};

/**
* | output |
* | --- |
* | "Freight:" |
*
* @param {Rating_Air_FreightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_freight = /** @type {((inputs?: Rating_Air_FreightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Air_FreightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_air_freight(inputs)
	if (locale === "en-XA") return en_xa2_rating_air_freight(inputs)
	return en_rating_air_freight(inputs)
});