/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amounts: NonNullable<unknown> }} Tracking_Free_Stopped_ChargedInputs */

const en_tracking_free_stopped_charged = /** @type {(inputs: Tracking_Free_Stopped_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stopped, ${i?.amounts}`)
};

const es_tracking_free_stopped_charged = /** @type {(inputs: Tracking_Free_Stopped_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Detenido, ${i?.amounts}`)
};

const en_xa2_tracking_free_stopped_charged = /** @type {(inputs: Tracking_Free_Stopped_ChargedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šţóþþéð, ${i?.amounts} ·~ ]`)
};

/**
* | output |
* | --- |
* | "Stopped, {amounts}" |
*
* @param {Tracking_Free_Stopped_ChargedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_stopped_charged = /** @type {((inputs: Tracking_Free_Stopped_ChargedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Stopped_ChargedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_stopped_charged(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_stopped_charged(inputs)
	return en_tracking_free_stopped_charged(inputs)
});