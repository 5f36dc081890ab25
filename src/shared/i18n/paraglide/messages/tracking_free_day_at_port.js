/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown>, port: NonNullable<unknown> }} Tracking_Free_Day_At_PortInputs */

const en_tracking_free_day_at_port = /** @type {(inputs: Tracking_Free_Day_At_PortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} at ${i?.port}`)
};

const es_tracking_free_day_at_port = /** @type {(inputs: Tracking_Free_Day_At_PortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} en ${i?.port}`)
};

const en_xa2_tracking_free_day_at_port = /** @type {(inputs: Tracking_Free_Day_At_PortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.day} áţ ${i?.port} ·]`)
};

/**
* | output |
* | --- |
* | "{day} at {port}" |
*
* @param {Tracking_Free_Day_At_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_day_at_port = /** @type {((inputs: Tracking_Free_Day_At_PortInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Day_At_PortInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_day_at_port(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_day_at_port(inputs)
	return en_tracking_free_day_at_port(inputs)
});