/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Not_GivenInputs */

const en_tracking_not_given = /** @type {(inputs: Tracking_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not given`)
};

const es_tracking_not_given = /** @type {(inputs: Tracking_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No indicado`)
};

const en_xa2_tracking_not_given = /** @type {(inputs: Tracking_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ĝíṽéñ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Not given" |
*
* @param {Tracking_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_not_given = /** @type {((inputs?: Tracking_Not_GivenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Not_GivenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_not_given(inputs)
	if (locale === "en-XA") return en_xa2_tracking_not_given(inputs)
	return en_tracking_not_given(inputs)
});