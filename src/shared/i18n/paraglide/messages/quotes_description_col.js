/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Description_ColInputs */

const en_quotes_description_col = /** @type {(inputs: Quotes_Description_ColInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const es_quotes_description_col = /** @type {(inputs: Quotes_Description_ColInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción`)
};

const en_xa2_quotes_description_col = /** @type {(inputs: Quotes_Description_ColInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéšçŕíþţíóñ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Description" |
*
* @param {Quotes_Description_ColInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_description_col = /** @type {((inputs?: Quotes_Description_ColInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Description_ColInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_description_col(inputs)
	if (locale === "en-XA") return en_xa2_quotes_description_col(inputs)
	return en_quotes_description_col(inputs)
});