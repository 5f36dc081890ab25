/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Stopped_UnknownInputs */

const en_tracking_free_stopped_unknown = /** @type {(inputs: Tracking_Free_Stopped_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stopped, charge not known`)
};

const es_tracking_free_stopped_unknown = /** @type {(inputs: Tracking_Free_Stopped_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detenido, cargo desconocido`)
};

const en_xa2_tracking_free_stopped_unknown = /** @type {(inputs: Tracking_Free_Stopped_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţóþþéð, çĥáŕĝé ñóţ ķñóŵñ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Stopped, charge not known" |
*
* @param {Tracking_Free_Stopped_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_stopped_unknown = /** @type {((inputs?: Tracking_Free_Stopped_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Stopped_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_stopped_unknown(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_stopped_unknown(inputs)
	return en_tracking_free_stopped_unknown(inputs)
});