/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_End_Delivery_Store_DoorInputs */

const en_rating_end_delivery_store_door = /** @type {(inputs: Rating_End_Delivery_Store_DoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery address (store door)`)
};

const es_rating_end_delivery_store_door = /** @type {(inputs: Rating_End_Delivery_Store_DoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección de entrega (puerta del almacén)`)
};

const en_xa2_rating_end_delivery_store_door = /** @type {(inputs: Rating_End_Delivery_Store_DoorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļíṽéŕý áððŕéšš (šţóŕé ðóóŕ) ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Delivery address (store door)" |
*
* @param {Rating_End_Delivery_Store_DoorInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_delivery_store_door = /** @type {((inputs?: Rating_End_Delivery_Store_DoorInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_Delivery_Store_DoorInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_end_delivery_store_door(inputs)
	if (locale === "en-XA") return en_xa2_rating_end_delivery_store_door(inputs)
	return en_rating_end_delivery_store_door(inputs)
});