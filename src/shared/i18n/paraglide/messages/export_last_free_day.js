/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Export_Last_Free_DayInputs */

const en_export_last_free_day = /** @type {(inputs: Export_Last_Free_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last free day`)
};

const es_export_last_free_day = /** @type {(inputs: Export_Last_Free_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último día libre`)
};

const en_xa2_export_last_free_day = /** @type {(inputs: Export_Last_Free_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļášţ ƒŕéé ðáý ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Last free day" |
*
* @param {Export_Last_Free_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_last_free_day = /** @type {((inputs?: Export_Last_Free_DayInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_Last_Free_DayInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_export_last_free_day(inputs)
	if (locale === "en-XA") return en_xa2_export_last_free_day(inputs)
	return en_export_last_free_day(inputs)
});