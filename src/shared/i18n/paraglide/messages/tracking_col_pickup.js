/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Col_PickupInputs */

const en_tracking_col_pickup = /** @type {(inputs: Tracking_Col_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

const es_tracking_col_pickup = /** @type {(inputs: Tracking_Col_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recogida`)
};

const en_xa2_tracking_col_pickup = /** @type {(inputs: Tracking_Col_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ·~]`)
};

/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Tracking_Col_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_pickup = /** @type {((inputs?: Tracking_Col_PickupInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Col_PickupInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_col_pickup(inputs)
	if (locale === "en-XA") return en_xa2_tracking_col_pickup(inputs)
	return en_tracking_col_pickup(inputs)
});