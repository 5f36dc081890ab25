/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_UnlistedInputs */

const en_notice_unlisted = /** @type {(inputs: Notice_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No longer listed by the service (kept here)`)
};

const es_notice_unlisted = /** @type {(inputs: Notice_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio ya no lo lista (se conserva aquí)`)
};

const en_xa2_notice_unlisted = /** @type {(inputs: Notice_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ļóñĝéŕ ļíšţéð ƀý ţĥé šéŕṽíçé (ķéþţ ĥéŕé) ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "No longer listed by the service (kept here)" |
*
* @param {Notice_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_unlisted = /** @type {((inputs?: Notice_UnlistedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_UnlistedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_unlisted(inputs)
	if (locale === "en-XA") return en_xa2_notice_unlisted(inputs)
	return en_notice_unlisted(inputs)
});