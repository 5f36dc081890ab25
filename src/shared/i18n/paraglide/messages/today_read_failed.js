/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Today_Read_FailedInputs */

const en_today_read_failed = /** @type {(inputs: Today_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read today’s overview`)
};

const es_today_read_failed = /** @type {(inputs: Today_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo leer el resumen de hoy`)
};

const en_xa2_today_read_failed = /** @type {(inputs: Today_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéáð ţóðáý’š óṽéŕṽíéŵ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not read today’s overview" |
*
* @param {Today_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_read_failed = /** @type {((inputs?: Today_Read_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Read_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_read_failed(inputs)
	if (locale === "en-XA") return en_xa2_today_read_failed(inputs)
	return en_today_read_failed(inputs)
});