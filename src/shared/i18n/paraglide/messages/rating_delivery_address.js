/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Delivery_AddressInputs */

const en_rating_delivery_address = /** @type {(inputs: Rating_Delivery_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery address`)
};

const es_rating_delivery_address = /** @type {(inputs: Rating_Delivery_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección de entrega`)
};

const en_xa2_rating_delivery_address = /** @type {(inputs: Rating_Delivery_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļíṽéŕý áððŕéšš ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Delivery address" |
*
* @param {Rating_Delivery_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_delivery_address = /** @type {((inputs?: Rating_Delivery_AddressInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Delivery_AddressInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_delivery_address(inputs)
	if (locale === "en-XA") return en_xa2_rating_delivery_address(inputs)
	return en_rating_delivery_address(inputs)
});