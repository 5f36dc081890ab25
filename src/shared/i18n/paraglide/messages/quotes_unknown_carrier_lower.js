/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Unknown_Carrier_LowerInputs */

const en_quotes_unknown_carrier_lower = /** @type {(inputs: Quotes_Unknown_Carrier_LowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unknown carrier`)
};

const es_quotes_unknown_carrier_lower = /** @type {(inputs: Quotes_Unknown_Carrier_LowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`transportista desconocido`)
};

const en_xa2_quotes_unknown_carrier_lower = /** @type {(inputs: Quotes_Unknown_Carrier_LowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[úñķñóŵñ çáŕŕíéŕ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "unknown carrier" |
*
* @param {Quotes_Unknown_Carrier_LowerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_unknown_carrier_lower = /** @type {((inputs?: Quotes_Unknown_Carrier_LowerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Unknown_Carrier_LowerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_unknown_carrier_lower(inputs)
	if (locale === "en-XA") return en_xa2_quotes_unknown_carrier_lower(inputs)
	return en_quotes_unknown_carrier_lower(inputs)
});