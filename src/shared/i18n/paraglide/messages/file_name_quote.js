/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, day: NonNullable<unknown> }} File_Name_QuoteInputs */

const en_file_name_quote = /** @type {(inputs: File_Name_QuoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`quote ${i?.name} ${i?.day}`)
};

const es_file_name_quote = /** @type {(inputs: File_Name_QuoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`cotización ${i?.name} ${i?.day}`)
};

const en_xa2_file_name_quote = /** @type {(inputs: File_Name_QuoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ǫúóţé ${i?.name} ${i?.day} ·~]`)
};

/**
* | output |
* | --- |
* | "quote {name} {day}" |
*
* @param {File_Name_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const file_name_quote = /** @type {((inputs: File_Name_QuoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Name_QuoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_file_name_quote(inputs)
	if (locale === "en-XA") return en_xa2_file_name_quote(inputs)
	return en_file_name_quote(inputs)
});