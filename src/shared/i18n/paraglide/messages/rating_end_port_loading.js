/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_End_Port_LoadingInputs */

const en_rating_end_port_loading = /** @type {(inputs: Rating_End_Port_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Port of loading`)
};

const es_rating_end_port_loading = /** @type {(inputs: Rating_End_Port_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puerto de carga`)
};

const en_xa2_rating_end_port_loading = /** @type {(inputs: Rating_End_Port_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóŕţ óƒ ļóáðíñĝ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Port of loading" |
*
* @param {Rating_End_Port_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_port_loading = /** @type {((inputs?: Rating_End_Port_LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_Port_LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_end_port_loading(inputs)
	if (locale === "en-XA") return en_xa2_rating_end_port_loading(inputs)
	return en_rating_end_port_loading(inputs)
});