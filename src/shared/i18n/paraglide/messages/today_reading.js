/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Today_ReadingInputs */

const en_today_reading = /** @type {(inputs: Today_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading today’s overview…`)
};

const es_today_reading = /** @type {(inputs: Today_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leyendo el resumen de hoy…`)
};

const en_xa2_today_reading = /** @type {(inputs: Today_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáðíñĝ ţóðáý’š óṽéŕṽíéŵ… ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Reading today’s overview…" |
*
* @param {Today_ReadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_reading = /** @type {((inputs?: Today_ReadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_ReadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_reading(inputs)
	if (locale === "en-XA") return en_xa2_today_reading(inputs)
	return en_today_reading(inputs)
});