/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Lines_CargoInputs */

const en_rating_lines_cargo = /** @type {(inputs: Rating_Lines_CargoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo`)
};

const es_rating_lines_cargo = /** @type {(inputs: Rating_Lines_CargoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carga`)
};

const en_xa2_rating_lines_cargo = /** @type {(inputs: Rating_Lines_CargoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕĝó ·]`)
};

/**
* | output |
* | --- |
* | "Cargo" |
*
* @param {Rating_Lines_CargoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_cargo = /** @type {((inputs?: Rating_Lines_CargoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_CargoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_lines_cargo(inputs)
	if (locale === "en-XA") return en_xa2_rating_lines_cargo(inputs)
	return en_rating_lines_cargo(inputs)
});