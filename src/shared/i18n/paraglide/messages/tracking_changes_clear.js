/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Changes_ClearInputs */

const en_tracking_changes_clear = /** @type {(inputs: Tracking_Changes_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear`)
};

const es_tracking_changes_clear = /** @type {(inputs: Tracking_Changes_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar`)
};

const en_xa2_tracking_changes_clear = /** @type {(inputs: Tracking_Changes_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļéáŕ ·]`)
};

/**
* | output |
* | --- |
* | "Clear" |
*
* @param {Tracking_Changes_ClearInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_changes_clear = /** @type {((inputs?: Tracking_Changes_ClearInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Changes_ClearInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_changes_clear(inputs)
	if (locale === "en-XA") return en_xa2_tracking_changes_clear(inputs)
	return en_tracking_changes_clear(inputs)
});