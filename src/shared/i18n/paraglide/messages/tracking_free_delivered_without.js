/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Delivered_WithoutInputs */

const en_tracking_free_delivered_without = /** @type {(inputs: Tracking_Free_Delivered_WithoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the shipment was delivered without it`)
};

const es_tracking_free_delivered_without = /** @type {(inputs: Tracking_Free_Delivered_WithoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el envío se entregó sin ella`)
};

const en_xa2_tracking_free_delivered_without = /** @type {(inputs: Tracking_Free_Delivered_WithoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šĥíþɱéñţ ŵáš ðéļíṽéŕéð ŵíţĥóúţ íţ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "the shipment was delivered without it" |
*
* @param {Tracking_Free_Delivered_WithoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_delivered_without = /** @type {((inputs?: Tracking_Free_Delivered_WithoutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Delivered_WithoutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_delivered_without(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_delivered_without(inputs)
	return en_tracking_free_delivered_without(inputs)
});