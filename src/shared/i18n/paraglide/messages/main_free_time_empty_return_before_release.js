/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown>, where: NonNullable<unknown> }} Main_Free_Time_Empty_Return_Before_ReleaseInputs */

const en_main_free_time_empty_return_before_release = /** @type {(inputs: Main_Free_Time_Empty_Return_Before_ReleaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The empty return cannot be before the release (${i?.at} at ${i?.where}).`)
};

const es_main_free_time_empty_return_before_release = /** @type {(inputs: Main_Free_Time_Empty_Return_Before_ReleaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La devolución del vacío no puede ser anterior a la retirada (${i?.at} en ${i?.where}).`)
};

const en_xa2_main_free_time_empty_return_before_release = /** @type {(inputs: Main_Free_Time_Empty_Return_Before_ReleaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé éɱþţý ŕéţúŕñ çáññóţ ƀé ƀéƒóŕé ţĥé ŕéļéášé (${i?.at} áţ ${i?.where}). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The empty return cannot be before the release ({at} at {where})." |
*
* @param {Main_Free_Time_Empty_Return_Before_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_free_time_empty_return_before_release = /** @type {((inputs: Main_Free_Time_Empty_Return_Before_ReleaseInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Free_Time_Empty_Return_Before_ReleaseInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_free_time_empty_return_before_release(inputs)
	if (locale === "en-XA") return en_xa2_main_free_time_empty_return_before_release(inputs)
	return en_main_free_time_empty_return_before_release(inputs)
});