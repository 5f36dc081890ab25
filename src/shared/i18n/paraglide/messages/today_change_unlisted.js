/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Today_Change_UnlistedInputs */

const en_today_change_unlisted = /** @type {(inputs: Today_Change_UnlistedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No longer listed by the service since ${i?.when} (kept here)`)
};

const es_today_change_unlisted = /** @type {(inputs: Today_Change_UnlistedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio no lo lista desde ${i?.when} (se conserva aquí)`)
};

const en_xa2_today_change_unlisted = /** @type {(inputs: Today_Change_UnlistedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó ļóñĝéŕ ļíšţéð ƀý ţĥé šéŕṽíçé šíñçé ${i?.when} (ķéþţ ĥéŕé) ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "No longer listed by the service since {when} (kept here)" |
*
* @param {Today_Change_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_unlisted = /** @type {((inputs: Today_Change_UnlistedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Change_UnlistedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_change_unlisted(inputs)
	if (locale === "en-XA") return en_xa2_today_change_unlisted(inputs)
	return en_today_change_unlisted(inputs)
});