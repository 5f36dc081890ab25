/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ zone: NonNullable<unknown> }} Tracking_Free_DateInputs */

const en_tracking_free_date = /** @type {(inputs: Tracking_Free_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Date (${i?.zone})`)
};

const es_tracking_free_date = /** @type {(inputs: Tracking_Free_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fecha (${i?.zone})`)
};

const en_xa2_tracking_free_date = /** @type {(inputs: Tracking_Free_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðáţé (${i?.zone}) ·~]`)
};

/**
* | output |
* | --- |
* | "Date ({zone})" |
*
* @param {Tracking_Free_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_date = /** @type {((inputs: Tracking_Free_DateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_DateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_date(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_date(inputs)
	return en_tracking_free_date(inputs)
});