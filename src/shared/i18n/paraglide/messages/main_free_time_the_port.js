/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Free_Time_The_PortInputs */

const en_main_free_time_the_port = /** @type {(inputs: Main_Free_Time_The_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the port`)
};

const es_main_free_time_the_port = /** @type {(inputs: Main_Free_Time_The_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el puerto`)
};

const en_xa2_main_free_time_the_port = /** @type {(inputs: Main_Free_Time_The_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé þóŕţ ·~ ]`)
};

/**
* | output |
* | --- |
* | "the port" |
*
* @param {Main_Free_Time_The_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_free_time_the_port = /** @type {((inputs?: Main_Free_Time_The_PortInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Free_Time_The_PortInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_free_time_the_port(inputs)
	if (locale === "en-XA") return en_xa2_main_free_time_the_port(inputs)
	return en_main_free_time_the_port(inputs)
});