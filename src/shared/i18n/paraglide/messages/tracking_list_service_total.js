/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown> }} Tracking_List_Service_TotalInputs */

const en_tracking_list_service_total = /** @type {(inputs: Tracking_List_Service_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`· service total ${i?.total}`)
};

const es_tracking_list_service_total = /** @type {(inputs: Tracking_List_Service_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`· total en el servicio ${i?.total}`)
};

const en_xa2_tracking_list_service_total = /** @type {(inputs: Tracking_List_Service_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[· šéŕṽíçé ţóţáļ ${i?.total} ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "· service total {total}" |
*
* @param {Tracking_List_Service_TotalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_service_total = /** @type {((inputs: Tracking_List_Service_TotalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_List_Service_TotalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_list_service_total(inputs)
	if (locale === "en-XA") return en_xa2_tracking_list_service_total(inputs)
	return en_tracking_list_service_total(inputs)
});