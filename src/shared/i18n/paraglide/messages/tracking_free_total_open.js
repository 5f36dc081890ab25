/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Total_OpenInputs */

const en_tracking_free_total_open = /** @type {(inputs: Tracking_Free_Total_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`counting a clock whose end was not reported as still running`)
};

const es_tracking_free_total_open = /** @type {(inputs: Tracking_Free_Total_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contando como aún en marcha un reloj cuyo fin no se informó`)
};

const en_xa2_tracking_free_total_open = /** @type {(inputs: Tracking_Free_Total_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çóúñţíñĝ á çļóçķ ŵĥóšé éñð ŵáš ñóţ ŕéþóŕţéð áš šţíļļ ŕúññíñĝ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "counting a clock whose end was not reported as still running" |
*
* @param {Tracking_Free_Total_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_total_open = /** @type {((inputs?: Tracking_Free_Total_OpenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Total_OpenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_total_open(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_total_open(inputs)
	return en_tracking_free_total_open(inputs)
});