/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Pickup_AddressInputs */

const en_rating_pickup_address = /** @type {(inputs: Rating_Pickup_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup address`)
};

const es_rating_pickup_address = /** @type {(inputs: Rating_Pickup_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección de recogida`)
};

const en_xa2_rating_pickup_address = /** @type {(inputs: Rating_Pickup_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ áððŕéšš ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Pickup address" |
*
* @param {Rating_Pickup_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pickup_address = /** @type {((inputs?: Rating_Pickup_AddressInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Pickup_AddressInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_pickup_address(inputs)
	if (locale === "en-XA") return en_xa2_rating_pickup_address(inputs)
	return en_rating_pickup_address(inputs)
});