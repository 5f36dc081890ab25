/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Filter_CarrierInputs */

const en_rating_filter_carrier = /** @type {(inputs: Rating_Filter_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier`)
};

const es_rating_filter_carrier = /** @type {(inputs: Rating_Filter_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportista`)
};

const en_xa2_rating_filter_carrier = /** @type {(inputs: Rating_Filter_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ ·~]`)
};

/**
* | output |
* | --- |
* | "Carrier" |
*
* @param {Rating_Filter_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_carrier = /** @type {((inputs?: Rating_Filter_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Filter_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_filter_carrier(inputs)
	if (locale === "en-XA") return en_xa2_rating_filter_carrier(inputs)
	return en_rating_filter_carrier(inputs)
});