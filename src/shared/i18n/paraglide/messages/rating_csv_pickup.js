/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Csv_PickupInputs */

const en_rating_csv_pickup = /** @type {(inputs: Rating_Csv_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

const es_rating_csv_pickup = /** @type {(inputs: Rating_Csv_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recogida`)
};

const en_xa2_rating_csv_pickup = /** @type {(inputs: Rating_Csv_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ·~]`)
};

/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Rating_Csv_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_pickup = /** @type {((inputs?: Rating_Csv_PickupInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_PickupInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_csv_pickup(inputs)
	if (locale === "en-XA") return en_xa2_rating_csv_pickup(inputs)
	return en_rating_csv_pickup(inputs)
});