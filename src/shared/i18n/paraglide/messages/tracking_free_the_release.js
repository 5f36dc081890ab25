/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_The_ReleaseInputs */

const en_tracking_free_the_release = /** @type {(inputs: Tracking_Free_The_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the release`)
};

const es_tracking_free_the_release = /** @type {(inputs: Tracking_Free_The_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la retirada`)
};

const en_xa2_tracking_free_the_release = /** @type {(inputs: Tracking_Free_The_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŕéļéášé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "the release" |
*
* @param {Tracking_Free_The_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_the_release = /** @type {((inputs?: Tracking_Free_The_ReleaseInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_The_ReleaseInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_the_release(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_the_release(inputs)
	return en_tracking_free_the_release(inputs)
});