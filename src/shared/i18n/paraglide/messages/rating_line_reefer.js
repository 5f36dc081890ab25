/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Line_ReeferInputs */

const en_rating_line_reefer = /** @type {(inputs: Rating_Line_ReeferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reefer`)
};

const es_rating_line_reefer = /** @type {(inputs: Rating_Line_ReeferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reefer`)
};

const en_xa2_rating_line_reefer = /** @type {(inputs: Rating_Line_ReeferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕééƒéŕ ·~]`)
};

/**
* | output |
* | --- |
* | "Reefer" |
*
* @param {Rating_Line_ReeferInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_reefer = /** @type {((inputs?: Rating_Line_ReeferInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_ReeferInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_line_reefer(inputs)
	if (locale === "en-XA") return en_xa2_rating_line_reefer(inputs)
	return en_rating_line_reefer(inputs)
});