/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_StoppedInputs */

const en_tracking_free_stopped = /** @type {(inputs: Tracking_Free_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stopped`)
};

const es_tracking_free_stopped = /** @type {(inputs: Tracking_Free_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detenido`)
};

const en_xa2_tracking_free_stopped = /** @type {(inputs: Tracking_Free_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţóþþéð ·~]`)
};

/**
* | output |
* | --- |
* | "Stopped" |
*
* @param {Tracking_Free_StoppedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_stopped = /** @type {((inputs?: Tracking_Free_StoppedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_StoppedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_stopped(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_stopped(inputs)
	return en_tracking_free_stopped(inputs)
});