/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Export_Free_Time_ChargedInputs */

const en_export_free_time_charged = /** @type {(inputs: Export_Free_Time_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free time charged`)
};

const es_export_free_time_charged = /** @type {(inputs: Export_Free_Time_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo por tiempo libre`)
};

const en_xa2_export_free_time_charged = /** @type {(inputs: Export_Free_Time_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ţíɱé çĥáŕĝéð ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Free time charged" |
*
* @param {Export_Free_Time_ChargedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_free_time_charged = /** @type {((inputs?: Export_Free_Time_ChargedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_Free_Time_ChargedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_export_free_time_charged(inputs)
	if (locale === "en-XA") return en_xa2_export_free_time_charged(inputs)
	return en_export_free_time_charged(inputs)
});