/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Export_DestinationInputs */

const en_export_destination = /** @type {(inputs: Export_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destination`)
};

const es_export_destination = /** @type {(inputs: Export_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destino`)
};

const en_xa2_export_destination = /** @type {(inputs: Export_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéšţíñáţíóñ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Destination" |
*
* @param {Export_DestinationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_destination = /** @type {((inputs?: Export_DestinationInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_DestinationInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_export_destination(inputs)
	if (locale === "en-XA") return en_xa2_export_destination(inputs)
	return en_export_destination(inputs)
});