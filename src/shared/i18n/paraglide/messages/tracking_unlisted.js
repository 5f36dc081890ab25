/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_UnlistedInputs */

const en_tracking_unlisted = /** @type {(inputs: Tracking_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No longer listed`)
};

const es_tracking_unlisted = /** @type {(inputs: Tracking_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya no listado`)
};

const en_xa2_tracking_unlisted = /** @type {(inputs: Tracking_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ļóñĝéŕ ļíšţéð ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "No longer listed" |
*
* @param {Tracking_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_unlisted = /** @type {((inputs?: Tracking_UnlistedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_UnlistedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_unlisted(inputs)
	if (locale === "en-XA") return en_xa2_tracking_unlisted(inputs)
	return en_tracking_unlisted(inputs)
});