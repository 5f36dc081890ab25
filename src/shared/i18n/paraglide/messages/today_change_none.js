/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Today_Change_NoneInputs */

const en_today_change_none = /** @type {(inputs: Today_Change_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

const es_today_change_none = /** @type {(inputs: Today_Change_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguno`)
};

const en_xa2_today_change_none = /** @type {(inputs: Today_Change_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóñé ·]`)
};

/**
* | output |
* | --- |
* | "none" |
*
* @param {Today_Change_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_none = /** @type {((inputs?: Today_Change_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Change_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_change_none(inputs)
	if (locale === "en-XA") return en_xa2_today_change_none(inputs)
	return en_today_change_none(inputs)
});