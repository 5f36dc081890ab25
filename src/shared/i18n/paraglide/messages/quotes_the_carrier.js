/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_The_CarrierInputs */

const en_quotes_the_carrier = /** @type {(inputs: Quotes_The_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the carrier`)
};

const es_quotes_the_carrier = /** @type {(inputs: Quotes_The_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el transportista`)
};

const en_xa2_quotes_the_carrier = /** @type {(inputs: Quotes_The_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé çáŕŕíéŕ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "the carrier" |
*
* @param {Quotes_The_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_the_carrier = /** @type {((inputs?: Quotes_The_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_The_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_the_carrier(inputs)
	if (locale === "en-XA") return en_xa2_quotes_the_carrier(inputs)
	return en_quotes_the_carrier(inputs)
});