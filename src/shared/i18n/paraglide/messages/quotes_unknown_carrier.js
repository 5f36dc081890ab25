/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Unknown_CarrierInputs */

const en_quotes_unknown_carrier = /** @type {(inputs: Quotes_Unknown_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown carrier`)
};

const es_quotes_unknown_carrier = /** @type {(inputs: Quotes_Unknown_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportista desconocido`)
};

const en_xa2_quotes_unknown_carrier = /** @type {(inputs: Quotes_Unknown_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñķñóŵñ çáŕŕíéŕ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Unknown carrier" |
*
* @param {Quotes_Unknown_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_unknown_carrier = /** @type {((inputs?: Quotes_Unknown_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Unknown_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_unknown_carrier(inputs)
	if (locale === "en-XA") return en_xa2_quotes_unknown_carrier(inputs)
	return en_quotes_unknown_carrier(inputs)
});