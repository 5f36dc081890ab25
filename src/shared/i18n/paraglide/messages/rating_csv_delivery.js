/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Csv_DeliveryInputs */

const en_rating_csv_delivery = /** @type {(inputs: Rating_Csv_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

const es_rating_csv_delivery = /** @type {(inputs: Rating_Csv_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrega`)
};

const en_xa2_rating_csv_delivery = /** @type {(inputs: Rating_Csv_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļíṽéŕý ·~ ]`)
};

/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Rating_Csv_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_delivery = /** @type {((inputs?: Rating_Csv_DeliveryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_DeliveryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_csv_delivery(inputs)
	if (locale === "en-XA") return en_xa2_rating_csv_delivery(inputs)
	return en_rating_csv_delivery(inputs)
});