/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_End_PortInputs */

const en_rating_end_port = /** @type {(inputs: Rating_End_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Port`)
};

const es_rating_end_port = /** @type {(inputs: Rating_End_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puerto`)
};

const en_xa2_rating_end_port = /** @type {(inputs: Rating_End_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóŕţ ·]`)
};

/**
* | output |
* | --- |
* | "Port" |
*
* @param {Rating_End_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_port = /** @type {((inputs?: Rating_End_PortInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_PortInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_end_port(inputs)
	if (locale === "en-XA") return en_xa2_rating_end_port(inputs)
	return en_rating_end_port(inputs)
});