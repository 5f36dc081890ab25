/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_OriginInputs */

const en_tracking_origin = /** @type {(inputs: Tracking_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origin`)
};

const es_tracking_origin = /** @type {(inputs: Tracking_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origen`)
};

const en_xa2_tracking_origin = /** @type {(inputs: Tracking_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕíĝíñ ·~]`)
};

/**
* | output |
* | --- |
* | "Origin" |
*
* @param {Tracking_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_origin = /** @type {((inputs?: Tracking_OriginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_OriginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_origin(inputs)
	if (locale === "en-XA") return en_xa2_tracking_origin(inputs)
	return en_tracking_origin(inputs)
});