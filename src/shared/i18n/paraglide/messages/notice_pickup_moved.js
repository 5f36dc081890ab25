/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_Pickup_MovedInputs */

const en_notice_pickup_moved = /** @type {(inputs: Notice_Pickup_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup moved: ${i?.from} → ${i?.to}`)
};

const es_notice_pickup_moved = /** @type {(inputs: Notice_Pickup_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recogida modificada: ${i?.from} → ${i?.to}`)
};

const en_xa2_notice_pickup_moved = /** @type {(inputs: Notice_Pickup_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ɱóṽéð: ${i?.from} → ${i?.to} ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Pickup moved: {from} → {to}" |
*
* @param {Notice_Pickup_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_pickup_moved = /** @type {((inputs: Notice_Pickup_MovedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Pickup_MovedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_pickup_moved(inputs)
	if (locale === "en-XA") return en_xa2_notice_pickup_moved(inputs)
	return en_notice_pickup_moved(inputs)
});