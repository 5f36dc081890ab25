/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sea_Free_DaysInputs */

const en_rating_sea_free_days = /** @type {(inputs: Rating_Sea_Free_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free days`)
};

const es_rating_sea_free_days = /** @type {(inputs: Rating_Sea_Free_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Días libres`)
};

const en_xa2_rating_sea_free_days = /** @type {(inputs: Rating_Sea_Free_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ðáýš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Free days" |
*
* @param {Rating_Sea_Free_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_free_days = /** @type {((inputs?: Rating_Sea_Free_DaysInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_Free_DaysInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sea_free_days(inputs)
	if (locale === "en-XA") return en_xa2_rating_sea_free_days(inputs)
	return en_rating_sea_free_days(inputs)
});