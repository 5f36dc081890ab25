/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_NoInputs */

const en_tracking_no = /** @type {(inputs: Tracking_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

const es_tracking_no = /** @type {(inputs: Tracking_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

const en_xa2_tracking_no = /** @type {(inputs: Tracking_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ]`)
};

/**
* | output |
* | --- |
* | "No" |
*
* @param {Tracking_NoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_no = /** @type {((inputs?: Tracking_NoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_NoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_no(inputs)
	if (locale === "en-XA") return en_xa2_tracking_no(inputs)
	return en_tracking_no(inputs)
});