/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Not_Yet_DischargedInputs */

const en_tracking_free_not_yet_discharged = /** @type {(inputs: Tracking_Free_Not_Yet_DischargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not yet discharged`)
};

const es_tracking_free_not_yet_discharged = /** @type {(inputs: Tracking_Free_Not_Yet_DischargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aún sin descargar`)
};

const en_xa2_tracking_free_not_yet_discharged = /** @type {(inputs: Tracking_Free_Not_Yet_DischargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóţ ýéţ ðíšçĥáŕĝéð ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "not yet discharged" |
*
* @param {Tracking_Free_Not_Yet_DischargedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_yet_discharged = /** @type {((inputs?: Tracking_Free_Not_Yet_DischargedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Not_Yet_DischargedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_not_yet_discharged(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_not_yet_discharged(inputs)
	return en_tracking_free_not_yet_discharged(inputs)
});