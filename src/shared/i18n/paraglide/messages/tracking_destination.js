/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_DestinationInputs */

const en_tracking_destination = /** @type {(inputs: Tracking_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destination`)
};

const es_tracking_destination = /** @type {(inputs: Tracking_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destino`)
};

const en_xa2_tracking_destination = /** @type {(inputs: Tracking_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéšţíñáţíóñ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Destination" |
*
* @param {Tracking_DestinationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_destination = /** @type {((inputs?: Tracking_DestinationInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_DestinationInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_destination(inputs)
	if (locale === "en-XA") return en_xa2_tracking_destination(inputs)
	return en_tracking_destination(inputs)
});