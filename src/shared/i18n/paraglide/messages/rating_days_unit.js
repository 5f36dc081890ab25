/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Days_UnitInputs */

const en_rating_days_unit = /** @type {(inputs: Rating_Days_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`days`)
};

const es_rating_days_unit = /** @type {(inputs: Rating_Days_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`días`)
};

const en_xa2_rating_days_unit = /** @type {(inputs: Rating_Days_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ðáýš ·]`)
};

/**
* | output |
* | --- |
* | "days" |
*
* @param {Rating_Days_UnitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_days_unit = /** @type {((inputs?: Rating_Days_UnitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Days_UnitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_days_unit(inputs)
	if (locale === "en-XA") return en_xa2_rating_days_unit(inputs)
	return en_rating_days_unit(inputs)
});