/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stop: NonNullable<unknown> }} Tracking_Free_Still_OutInputs */

const en_tracking_free_still_out = /** @type {(inputs: Tracking_Free_Still_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stop} not reported; if the container is still out`)
};

const es_tracking_free_still_out = /** @type {(inputs: Tracking_Free_Still_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stop} no informada; si el contenedor sigue fuera`)
};

const en_xa2_tracking_free_still_out = /** @type {(inputs: Tracking_Free_Still_OutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.stop} ñóţ ŕéþóŕţéð; íƒ ţĥé çóñţáíñéŕ íš šţíļļ óúţ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{stop} not reported; if the container is still out" |
*
* @param {Tracking_Free_Still_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_still_out = /** @type {((inputs: Tracking_Free_Still_OutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Still_OutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_still_out(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_still_out(inputs)
	return en_tracking_free_still_out(inputs)
});