/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_The_DischargeInputs */

const en_tracking_free_the_discharge = /** @type {(inputs: Tracking_Free_The_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the discharge`)
};

const es_tracking_free_the_discharge = /** @type {(inputs: Tracking_Free_The_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la descarga`)
};

const en_xa2_tracking_free_the_discharge = /** @type {(inputs: Tracking_Free_The_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ðíšçĥáŕĝé ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "the discharge" |
*
* @param {Tracking_Free_The_DischargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_the_discharge = /** @type {((inputs?: Tracking_Free_The_DischargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_The_DischargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_the_discharge(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_the_discharge(inputs)
	return en_tracking_free_the_discharge(inputs)
});