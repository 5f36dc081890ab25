/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sea_Free_Time_ConditionsInputs */

const en_rating_sea_free_time_conditions = /** @type {(inputs: Rating_Sea_Free_Time_ConditionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free-time conditions`)
};

const es_rating_sea_free_time_conditions = /** @type {(inputs: Rating_Sea_Free_Time_ConditionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condiciones de tiempo libre`)
};

const en_xa2_rating_sea_free_time_conditions = /** @type {(inputs: Rating_Sea_Free_Time_ConditionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé-ţíɱé çóñðíţíóñš ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Free-time conditions" |
*
* @param {Rating_Sea_Free_Time_ConditionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_free_time_conditions = /** @type {((inputs?: Rating_Sea_Free_Time_ConditionsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_Free_Time_ConditionsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sea_free_time_conditions(inputs)
	if (locale === "en-XA") return en_xa2_rating_sea_free_time_conditions(inputs)
	return en_rating_sea_free_time_conditions(inputs)
});