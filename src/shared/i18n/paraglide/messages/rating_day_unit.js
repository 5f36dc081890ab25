/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Day_UnitInputs */

const en_rating_day_unit = /** @type {(inputs: Rating_Day_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`day`)
};

const es_rating_day_unit = /** @type {(inputs: Rating_Day_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`día`)
};

const en_xa2_rating_day_unit = /** @type {(inputs: Rating_Day_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ðáý ·]`)
};

/**
* | output |
* | --- |
* | "day" |
*
* @param {Rating_Day_UnitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_day_unit = /** @type {((inputs?: Rating_Day_UnitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Day_UnitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_day_unit(inputs)
	if (locale === "en-XA") return en_xa2_rating_day_unit(inputs)
	return en_rating_day_unit(inputs)
});