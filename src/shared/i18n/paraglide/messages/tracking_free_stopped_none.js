/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Stopped_NoneInputs */

const en_tracking_free_stopped_none = /** @type {(inputs: Tracking_Free_Stopped_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stopped, none charged`)
};

const es_tracking_free_stopped_none = /** @type {(inputs: Tracking_Free_Stopped_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detenido, sin cargo`)
};

const en_xa2_tracking_free_stopped_none = /** @type {(inputs: Tracking_Free_Stopped_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţóþþéð, ñóñé çĥáŕĝéð ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Stopped, none charged" |
*
* @param {Tracking_Free_Stopped_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_stopped_none = /** @type {((inputs?: Tracking_Free_Stopped_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Stopped_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_stopped_none(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_stopped_none(inputs)
	return en_tracking_free_stopped_none(inputs)
});