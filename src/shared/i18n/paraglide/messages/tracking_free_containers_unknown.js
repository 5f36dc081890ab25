/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Tracking_Free_Containers_UnknownInputs */

const en_tracking_free_containers_unknown = /** @type {(inputs: Tracking_Free_Containers_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`not known (${i?.size})`)
};

const es_tracking_free_containers_unknown = /** @type {(inputs: Tracking_Free_Containers_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`desconocido (${i?.size})`)
};

const en_xa2_tracking_free_containers_unknown = /** @type {(inputs: Tracking_Free_Containers_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ñóţ ķñóŵñ (${i?.size}) ·~ ·]`)
};

/**
* | output |
* | --- |
* | "not known ({size})" |
*
* @param {Tracking_Free_Containers_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_containers_unknown = /** @type {((inputs: Tracking_Free_Containers_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Containers_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_containers_unknown(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_containers_unknown(inputs)
	return en_tracking_free_containers_unknown(inputs)
});