/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_TitleInputs */

const en_tracking_free_title = /** @type {(inputs: Tracking_Free_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free time`)
};

const es_tracking_free_title = /** @type {(inputs: Tracking_Free_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiempo libre`)
};

const en_xa2_tracking_free_title = /** @type {(inputs: Tracking_Free_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ţíɱé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Tracking_Free_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_title = /** @type {((inputs?: Tracking_Free_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_title(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_title(inputs)
	return en_tracking_free_title(inputs)
});