/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Rating_Pickup_OnInputs */

const en_rating_pickup_on = /** @type {(inputs: Rating_Pickup_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pickup ${i?.date}`)
};

const es_rating_pickup_on = /** @type {(inputs: Rating_Pickup_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`recogida ${i?.date}`)
};

const en_xa2_rating_pickup_on = /** @type {(inputs: Rating_Pickup_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[þíçķúþ ${i?.date} ·~]`)
};

/**
* | output |
* | --- |
* | "pickup {date}" |
*
* @param {Rating_Pickup_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pickup_on = /** @type {((inputs: Rating_Pickup_OnInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Pickup_OnInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_pickup_on(inputs)
	if (locale === "en-XA") return en_xa2_rating_pickup_on(inputs)
	return en_rating_pickup_on(inputs)
});