/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Port_Time_WordsInputs */

const en_tracking_free_port_time_words = /** @type {(inputs: Tracking_Free_Port_Time_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`port time`)
};

const es_tracking_free_port_time_words = /** @type {(inputs: Tracking_Free_Port_Time_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hora del puerto`)
};

const en_xa2_tracking_free_port_time_words = /** @type {(inputs: Tracking_Free_Port_Time_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þóŕţ ţíɱé ·~ ]`)
};

/**
* | output |
* | --- |
* | "port time" |
*
* @param {Tracking_Free_Port_Time_WordsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_port_time_words = /** @type {((inputs?: Tracking_Free_Port_Time_WordsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Port_Time_WordsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_port_time_words(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_port_time_words(inputs)
	return en_tracking_free_port_time_words(inputs)
});