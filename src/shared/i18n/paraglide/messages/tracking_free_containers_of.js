/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ containers: NonNullable<unknown>, size: NonNullable<unknown> }} Tracking_Free_Containers_OfInputs */

const en_tracking_free_containers_of = /** @type {(inputs: Tracking_Free_Containers_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.containers} of ${i?.size}`)
};

const es_tracking_free_containers_of = /** @type {(inputs: Tracking_Free_Containers_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.containers} de ${i?.size}`)
};

const en_xa2_tracking_free_containers_of = /** @type {(inputs: Tracking_Free_Containers_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.containers} óƒ ${i?.size} ·]`)
};

/**
* | output |
* | --- |
* | "{containers} of {size}" |
*
* @param {Tracking_Free_Containers_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_containers_of = /** @type {((inputs: Tracking_Free_Containers_OfInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Containers_OfInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_containers_of(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_containers_of(inputs)
	return en_tracking_free_containers_of(inputs)
});