/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_End_Port_PlaceholderInputs */

const en_rating_end_port_placeholder = /** @type {(inputs: Rating_End_Port_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City or UN/LOCODE`)
};

const es_rating_end_port_placeholder = /** @type {(inputs: Rating_End_Port_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad o UN/LOCODE`)
};

const en_xa2_rating_end_port_placeholder = /** @type {(inputs: Rating_End_Port_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çíţý óŕ ÚÑ/ĻÓÇÓÐÉ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "City or UN/LOCODE" |
*
* @param {Rating_End_Port_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_port_placeholder = /** @type {((inputs?: Rating_End_Port_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_Port_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_end_port_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_rating_end_port_placeholder(inputs)
	return en_rating_end_port_placeholder(inputs)
});