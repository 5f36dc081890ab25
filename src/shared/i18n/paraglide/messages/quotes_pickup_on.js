/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Quotes_Pickup_OnInputs */

const en_quotes_pickup_on = /** @type {(inputs: Quotes_Pickup_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pickup ${i?.date}`)
};

const es_quotes_pickup_on = /** @type {(inputs: Quotes_Pickup_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`recogida ${i?.date}`)
};

const en_xa2_quotes_pickup_on = /** @type {(inputs: Quotes_Pickup_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[þíçķúþ ${i?.date} ·~]`)
};

/**
* | output |
* | --- |
* | "pickup {date}" |
*
* @param {Quotes_Pickup_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pickup_on = /** @type {((inputs: Quotes_Pickup_OnInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Pickup_OnInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_pickup_on(inputs)
	if (locale === "en-XA") return en_xa2_quotes_pickup_on(inputs)
	return en_quotes_pickup_on(inputs)
});