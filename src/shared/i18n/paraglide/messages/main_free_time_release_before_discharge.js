/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown>, where: NonNullable<unknown> }} Main_Free_Time_Release_Before_DischargeInputs */

const en_main_free_time_release_before_discharge = /** @type {(inputs: Main_Free_Time_Release_Before_DischargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The release cannot be before the discharge (${i?.at} at ${i?.where}).`)
};

const es_main_free_time_release_before_discharge = /** @type {(inputs: Main_Free_Time_Release_Before_DischargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La retirada no puede ser anterior a la descarga (${i?.at} en ${i?.where}).`)
};

const en_xa2_main_free_time_release_before_discharge = /** @type {(inputs: Main_Free_Time_Release_Before_DischargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕéļéášé çáññóţ ƀé ƀéƒóŕé ţĥé ðíšçĥáŕĝé (${i?.at} áţ ${i?.where}). ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The release cannot be before the discharge ({at} at {where})." |
*
* @param {Main_Free_Time_Release_Before_DischargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_free_time_release_before_discharge = /** @type {((inputs: Main_Free_Time_Release_Before_DischargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Free_Time_Release_Before_DischargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_free_time_release_before_discharge(inputs)
	if (locale === "en-XA") return en_xa2_main_free_time_release_before_discharge(inputs)
	return en_main_free_time_release_before_discharge(inputs)
});