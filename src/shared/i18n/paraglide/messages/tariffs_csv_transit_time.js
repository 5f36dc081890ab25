/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Tariffs_Csv_Transit_TimeInputs */

const en_tariffs_csv_transit_time = /** @type {(inputs: Tariffs_Csv_Transit_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`timeInTransit “${i?.value}” must be a whole number of days`)
};

const es_tariffs_csv_transit_time = /** @type {(inputs: Tariffs_Csv_Transit_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`timeInTransit «${i?.value}» debe ser un número entero de días`)
};

const en_xa2_tariffs_csv_transit_time = /** @type {(inputs: Tariffs_Csv_Transit_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţíɱéÍñŢŕáñšíţ “${i?.value}” ɱúšţ ƀé á ŵĥóļé ñúɱƀéŕ óƒ ðáýš ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "timeInTransit “{value}” must be a whole number of days" |
*
* @param {Tariffs_Csv_Transit_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_transit_time = /** @type {((inputs: Tariffs_Csv_Transit_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Csv_Transit_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_csv_transit_time(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_csv_transit_time(inputs)
	return en_tariffs_csv_transit_time(inputs)
});