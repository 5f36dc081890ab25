/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Change_Kind_UnlistedInputs */

const en_change_kind_unlisted = /** @type {(inputs: Change_Kind_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No longer listed`)
};

const es_change_kind_unlisted = /** @type {(inputs: Change_Kind_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya no listados`)
};

const en_xa2_change_kind_unlisted = /** @type {(inputs: Change_Kind_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ļóñĝéŕ ļíšţéð ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "No longer listed" |
*
* @param {Change_Kind_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_unlisted = /** @type {((inputs?: Change_Kind_UnlistedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_UnlistedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_change_kind_unlisted(inputs)
	if (locale === "en-XA") return en_xa2_change_kind_unlisted(inputs)
	return en_change_kind_unlisted(inputs)
});