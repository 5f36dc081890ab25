/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Save_Unknown_BadgeInputs */

const en_rating_save_unknown_badge = /** @type {(inputs: Rating_Save_Unknown_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown`)
};

const es_rating_save_unknown_badge = /** @type {(inputs: Rating_Save_Unknown_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incierto`)
};

const en_xa2_rating_save_unknown_badge = /** @type {(inputs: Rating_Save_Unknown_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñķñóŵñ ·~]`)
};

/**
* | output |
* | --- |
* | "Unknown" |
*
* @param {Rating_Save_Unknown_BadgeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_unknown_badge = /** @type {((inputs?: Rating_Save_Unknown_BadgeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Save_Unknown_BadgeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_save_unknown_badge(inputs)
	if (locale === "en-XA") return en_xa2_rating_save_unknown_badge(inputs)
	return en_rating_save_unknown_badge(inputs)
});