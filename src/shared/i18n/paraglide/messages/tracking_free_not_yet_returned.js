/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Not_Yet_ReturnedInputs */

const en_tracking_free_not_yet_returned = /** @type {(inputs: Tracking_Free_Not_Yet_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the empty not yet returned`)
};

const es_tracking_free_not_yet_returned = /** @type {(inputs: Tracking_Free_Not_Yet_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el vacío aún sin devolver`)
};

const en_xa2_tracking_free_not_yet_returned = /** @type {(inputs: Tracking_Free_Not_Yet_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé éɱþţý ñóţ ýéţ ŕéţúŕñéð ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "the empty not yet returned" |
*
* @param {Tracking_Free_Not_Yet_ReturnedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_yet_returned = /** @type {((inputs?: Tracking_Free_Not_Yet_ReturnedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Not_Yet_ReturnedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_not_yet_returned(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_not_yet_returned(inputs)
	return en_tracking_free_not_yet_returned(inputs)
});