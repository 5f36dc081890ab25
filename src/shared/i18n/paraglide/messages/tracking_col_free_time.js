/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Col_Free_TimeInputs */

const en_tracking_col_free_time = /** @type {(inputs: Tracking_Col_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free time`)
};

const es_tracking_col_free_time = /** @type {(inputs: Tracking_Col_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiempo libre`)
};

const en_xa2_tracking_col_free_time = /** @type {(inputs: Tracking_Col_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ţíɱé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Tracking_Col_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_free_time = /** @type {((inputs?: Tracking_Col_Free_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Col_Free_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_col_free_time(inputs)
	if (locale === "en-XA") return en_xa2_tracking_col_free_time(inputs)
	return en_tracking_col_free_time(inputs)
});