/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ zone: NonNullable<unknown> }} Tracking_Free_TimeInputs */

const en_tracking_free_time = /** @type {(inputs: Tracking_Free_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Time (${i?.zone})`)
};

const es_tracking_free_time = /** @type {(inputs: Tracking_Free_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hora (${i?.zone})`)
};

const en_xa2_tracking_free_time = /** @type {(inputs: Tracking_Free_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţíɱé (${i?.zone}) ·~]`)
};

/**
* | output |
* | --- |
* | "Time ({zone})" |
*
* @param {Tracking_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_time = /** @type {((inputs: Tracking_Free_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_time(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_time(inputs)
	return en_tracking_free_time(inputs)
});