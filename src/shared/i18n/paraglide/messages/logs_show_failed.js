/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Logs_Show_FailedInputs */

const en_logs_show_failed = /** @type {(inputs: Logs_Show_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not show the logs`)
};

const es_logs_show_failed = /** @type {(inputs: Logs_Show_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron mostrar los registros`)
};

const en_xa2_logs_show_failed = /** @type {(inputs: Logs_Show_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šĥóŵ ţĥé ļóĝš ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not show the logs" |
*
* @param {Logs_Show_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const logs_show_failed = /** @type {((inputs?: Logs_Show_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Logs_Show_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_logs_show_failed(inputs)
	if (locale === "en-XA") return en_xa2_logs_show_failed(inputs)
	return en_logs_show_failed(inputs)
});