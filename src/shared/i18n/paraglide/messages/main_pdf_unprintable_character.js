/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ char: NonNullable<unknown>, code: NonNullable<unknown> }} Main_Pdf_Unprintable_CharacterInputs */

const en_main_pdf_unprintable_character = /** @type {(inputs: Main_Pdf_Unprintable_CharacterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.char}" (${i?.code})`)
};

const es_main_pdf_unprintable_character = /** @type {(inputs: Main_Pdf_Unprintable_CharacterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.char}" (${i?.code})`)
};

const en_xa2_main_pdf_unprintable_character = /** @type {(inputs: Main_Pdf_Unprintable_CharacterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`["${i?.char}" (${i?.code}) ·]`)
};

/**
* | output |
* | --- |
* | "\"{char}\" ({code})" |
*
* @param {Main_Pdf_Unprintable_CharacterInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_unprintable_character = /** @type {((inputs: Main_Pdf_Unprintable_CharacterInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Pdf_Unprintable_CharacterInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_pdf_unprintable_character(inputs)
	if (locale === "en-XA") return en_xa2_main_pdf_unprintable_character(inputs)
	return en_main_pdf_unprintable_character(inputs)
});