/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Every_SizeInputs */

const en_tracking_free_every_size = /** @type {(inputs: Tracking_Free_Every_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`every size`)
};

const es_tracking_free_every_size = /** @type {(inputs: Tracking_Free_Every_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`todos los tamaños`)
};

const en_xa2_tracking_free_every_size = /** @type {(inputs: Tracking_Free_Every_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éṽéŕý šížé ·~ ]`)
};

/**
* | output |
* | --- |
* | "every size" |
*
* @param {Tracking_Free_Every_SizeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_every_size = /** @type {((inputs?: Tracking_Free_Every_SizeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Every_SizeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_every_size(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_every_size(inputs)
	return en_tracking_free_every_size(inputs)
});