/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, stop: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_Soon_UnreportedInputs */

const en_change_free_time_soon_unreported = /** @type {(inputs: Change_Free_Time_Soon_UnreportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.stop} not reported; if still out, last free day ${i?.day}, 48 hours or less left`)
};

const es_change_free_time_soon_unreported = /** @type {(inputs: Change_Free_Time_Soon_UnreportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.stop} sin notificar; si sigue fuera, último día libre ${i?.day}, quedan 48 horas o menos`)
};

const en_xa2_change_free_time_soon_unreported = /** @type {(inputs: Change_Free_Time_Soon_UnreportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ${i?.stop} ñóţ ŕéþóŕţéð; íƒ šţíļļ óúţ, ļášţ ƒŕéé ðáý ${i?.day}, 48 ĥóúŕš óŕ ļéšš ļéƒţ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{name}: {stop} not reported; if still out, last free day {day}, 48 hours or less left" |
*
* @param {Change_Free_Time_Soon_UnreportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time_soon_unreported = /** @type {((inputs: Change_Free_Time_Soon_UnreportedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Free_Time_Soon_UnreportedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_change_free_time_soon_unreported(inputs)
	if (locale === "en-XA") return en_xa2_change_free_time_soon_unreported(inputs)
	return en_change_free_time_soon_unreported(inputs)
});