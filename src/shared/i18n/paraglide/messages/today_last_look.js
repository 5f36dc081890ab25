/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Today_Last_LookInputs */

const en_today_last_look = /** @type {(inputs: Today_Last_LookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last look ${i?.when}.`)
};

const es_today_last_look = /** @type {(inputs: Today_Last_LookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Última revisión ${i?.when}.`)
};

const en_xa2_today_last_look = /** @type {(inputs: Today_Last_LookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļášţ ļóóķ ${i?.when}. ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Last look {when}." |
*
* @param {Today_Last_LookInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_last_look = /** @type {((inputs: Today_Last_LookInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Last_LookInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_last_look(inputs)
	if (locale === "en-XA") return en_xa2_today_last_look(inputs)
	return en_today_last_look(inputs)
});