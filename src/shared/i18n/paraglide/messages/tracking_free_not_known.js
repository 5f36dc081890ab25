/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Not_KnownInputs */

const en_tracking_free_not_known = /** @type {(inputs: Tracking_Free_Not_KnownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not known`)
};

const es_tracking_free_not_known = /** @type {(inputs: Tracking_Free_Not_KnownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`desconocido`)
};

const en_xa2_tracking_free_not_known = /** @type {(inputs: Tracking_Free_Not_KnownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóţ ķñóŵñ ·~ ]`)
};

/**
* | output |
* | --- |
* | "not known" |
*
* @param {Tracking_Free_Not_KnownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_known = /** @type {((inputs?: Tracking_Free_Not_KnownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Not_KnownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_not_known(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_not_known(inputs)
	return en_tracking_free_not_known(inputs)
});