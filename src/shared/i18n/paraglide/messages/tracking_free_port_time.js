/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ port: NonNullable<unknown> }} Tracking_Free_Port_TimeInputs */

const en_tracking_free_port_time = /** @type {(inputs: Tracking_Free_Port_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.port} time`)
};

const es_tracking_free_port_time = /** @type {(inputs: Tracking_Free_Port_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hora de ${i?.port}`)
};

const en_xa2_tracking_free_port_time = /** @type {(inputs: Tracking_Free_Port_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.port} ţíɱé ·]`)
};

/**
* | output |
* | --- |
* | "{port} time" |
*
* @param {Tracking_Free_Port_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_port_time = /** @type {((inputs: Tracking_Free_Port_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Port_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_port_time(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_port_time(inputs)
	return en_tracking_free_port_time(inputs)
});