/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_ChangeInputs */

const en_tracking_free_change = /** @type {(inputs: Tracking_Free_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change`)
};

const es_tracking_free_change = /** @type {(inputs: Tracking_Free_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar`)
};

const en_xa2_tracking_free_change = /** @type {(inputs: Tracking_Free_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé ·~]`)
};

/**
* | output |
* | --- |
* | "Change" |
*
* @param {Tracking_Free_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_change = /** @type {((inputs?: Tracking_Free_ChangeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_ChangeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_change(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_change(inputs)
	return en_tracking_free_change(inputs)
});