/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Main_Free_Time_Not_A_DateInputs */

const en_main_free_time_not_a_date = /** @type {(inputs: Main_Free_Time_Not_A_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.at} is not a date and time of the calendar.`)
};

const es_main_free_time_not_a_date = /** @type {(inputs: Main_Free_Time_Not_A_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.at} no es una fecha y hora del calendario.`)
};

const en_xa2_main_free_time_not_a_date = /** @type {(inputs: Main_Free_Time_Not_A_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.at} íš ñóţ á ðáţé áñð ţíɱé óƒ ţĥé çáļéñðáŕ. ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{at} is not a date and time of the calendar." |
*
* @param {Main_Free_Time_Not_A_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_free_time_not_a_date = /** @type {((inputs: Main_Free_Time_Not_A_DateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Free_Time_Not_A_DateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_free_time_not_a_date(inputs)
	if (locale === "en-XA") return en_xa2_main_free_time_not_a_date(inputs)
	return en_main_free_time_not_a_date(inputs)
});