/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, stop: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_Past_UnreportedInputs */

const en_change_free_time_past_unreported = /** @type {(inputs: Change_Free_Time_Past_UnreportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.stop} not reported; if still out, past the last free day (${i?.day}), the charge accrues`)
};

const es_change_free_time_past_unreported = /** @type {(inputs: Change_Free_Time_Past_UnreportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.stop} sin notificar; si sigue fuera, pasado el último día libre (${i?.day}), se acumula el cargo`)
};

const en_xa2_change_free_time_past_unreported = /** @type {(inputs: Change_Free_Time_Past_UnreportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ${i?.stop} ñóţ ŕéþóŕţéð; íƒ šţíļļ óúţ, þášţ ţĥé ļášţ ƒŕéé ðáý (${i?.day}), ţĥé çĥáŕĝé áççŕúéš ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{name}: {stop} not reported; if still out, past the last free day ({day}), the charge accrues" |
*
* @param {Change_Free_Time_Past_UnreportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time_past_unreported = /** @type {((inputs: Change_Free_Time_Past_UnreportedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Free_Time_Past_UnreportedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_change_free_time_past_unreported(inputs)
	if (locale === "en-XA") return en_xa2_change_free_time_past_unreported(inputs)
	return en_change_free_time_past_unreported(inputs)
});