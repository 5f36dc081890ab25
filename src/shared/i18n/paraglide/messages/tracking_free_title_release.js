/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Title_ReleaseInputs */

const en_tracking_free_title_release = /** @type {(inputs: Tracking_Free_Title_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Release (full gate out)`)
};

const es_tracking_free_title_release = /** @type {(inputs: Tracking_Free_Title_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirada (salida del lleno)`)
};

const en_xa2_tracking_free_title_release = /** @type {(inputs: Tracking_Free_Title_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéļéášé (ƒúļļ ĝáţé óúţ) ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Release (full gate out)" |
*
* @param {Tracking_Free_Title_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_title_release = /** @type {((inputs?: Tracking_Free_Title_ReleaseInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Title_ReleaseInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_title_release(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_title_release(inputs)
	return en_tracking_free_title_release(inputs)
});