/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ now: NonNullable<unknown>, where: NonNullable<unknown> }} Main_Free_Time_Release_After_NowInputs */

const en_main_free_time_release_after_now = /** @type {(inputs: Main_Free_Time_Release_After_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The release cannot be later than now (${i?.now} at ${i?.where}).`)
};

const es_main_free_time_release_after_now = /** @type {(inputs: Main_Free_Time_Release_After_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La retirada no puede ser posterior a ahora (${i?.now} en ${i?.where}).`)
};

const en_xa2_main_free_time_release_after_now = /** @type {(inputs: Main_Free_Time_Release_After_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕéļéášé çáññóţ ƀé ļáţéŕ ţĥáñ ñóŵ (${i?.now} áţ ${i?.where}). ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The release cannot be later than now ({now} at {where})." |
*
* @param {Main_Free_Time_Release_After_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_free_time_release_after_now = /** @type {((inputs: Main_Free_Time_Release_After_NowInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Free_Time_Release_After_NowInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_free_time_release_after_now(inputs)
	if (locale === "en-XA") return en_xa2_main_free_time_release_after_now(inputs)
	return en_main_free_time_release_after_now(inputs)
});