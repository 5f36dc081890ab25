/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_YesInputs */

const en_tracking_yes = /** @type {(inputs: Tracking_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes`)
};

const es_tracking_yes = /** @type {(inputs: Tracking_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí`)
};

const en_xa2_tracking_yes = /** @type {(inputs: Tracking_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýéš ·]`)
};

/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Tracking_YesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_yes = /** @type {((inputs?: Tracking_YesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_YesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_yes(inputs)
	if (locale === "en-XA") return en_xa2_tracking_yes(inputs)
	return en_tracking_yes(inputs)
});