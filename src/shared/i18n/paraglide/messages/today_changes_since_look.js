/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, when: NonNullable<unknown> }} Today_Changes_Since_LookInputs */

const en_today_changes_since_look = /** @type {(inputs: Today_Changes_Since_LookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} since your last look, ${i?.when}`)
};

const es_today_changes_since_look = /** @type {(inputs: Today_Changes_Since_LookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} desde la última revisión, ${i?.when}`)
};

const en_xa2_today_changes_since_look = /** @type {(inputs: Today_Changes_Since_LookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.count} šíñçé ýóúŕ ļášţ ļóóķ, ${i?.when} ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{count} since your last look, {when}" |
*
* @param {Today_Changes_Since_LookInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_changes_since_look = /** @type {((inputs: Today_Changes_Since_LookInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Changes_Since_LookInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_changes_since_look(inputs)
	if (locale === "en-XA") return en_xa2_today_changes_since_look(inputs)
	return en_today_changes_since_look(inputs)
});