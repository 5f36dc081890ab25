/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Export_DeliveryInputs */

const en_export_delivery = /** @type {(inputs: Export_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

const es_export_delivery = /** @type {(inputs: Export_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrega`)
};

const en_xa2_export_delivery = /** @type {(inputs: Export_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļíṽéŕý ·~ ]`)
};

/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Export_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_delivery = /** @type {((inputs?: Export_DeliveryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_DeliveryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_export_delivery(inputs)
	if (locale === "en-XA") return en_xa2_export_delivery(inputs)
	return en_export_delivery(inputs)
});