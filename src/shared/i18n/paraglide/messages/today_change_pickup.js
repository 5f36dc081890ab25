/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Today_Change_PickupInputs */

const en_today_change_pickup = /** @type {(inputs: Today_Change_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup moved: ${i?.from} → ${i?.to}`)
};

const es_today_change_pickup = /** @type {(inputs: Today_Change_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recogida movida: ${i?.from} → ${i?.to}`)
};

const en_xa2_today_change_pickup = /** @type {(inputs: Today_Change_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ɱóṽéð: ${i?.from} → ${i?.to} ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Pickup moved: {from} → {to}" |
*
* @param {Today_Change_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_pickup = /** @type {((inputs: Today_Change_PickupInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Change_PickupInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_change_pickup(inputs)
	if (locale === "en-XA") return en_xa2_today_change_pickup(inputs)
	return en_today_change_pickup(inputs)
});