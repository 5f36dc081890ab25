/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} File_Name_Quote_UnnamedInputs */

const en_file_name_quote_unnamed = /** @type {(inputs: File_Name_Quote_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`quote`)
};

const es_file_name_quote_unnamed = /** @type {(inputs: File_Name_Quote_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cotización`)
};

const en_xa2_file_name_quote_unnamed = /** @type {(inputs: File_Name_Quote_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ǫúóţé ·]`)
};

/**
* | output |
* | --- |
* | "quote" |
*
* @param {File_Name_Quote_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const file_name_quote_unnamed = /** @type {((inputs?: File_Name_Quote_UnnamedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Name_Quote_UnnamedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_file_name_quote_unnamed(inputs)
	if (locale === "en-XA") return en_xa2_file_name_quote_unnamed(inputs)
	return en_file_name_quote_unnamed(inputs)
});