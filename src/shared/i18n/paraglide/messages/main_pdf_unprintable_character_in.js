/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ char: NonNullable<unknown>, code: NonNullable<unknown>, where: NonNullable<unknown> }} Main_Pdf_Unprintable_Character_InInputs */

const en_main_pdf_unprintable_character_in = /** @type {(inputs: Main_Pdf_Unprintable_Character_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.char}" (${i?.code}) in ${i?.where}`)
};

const es_main_pdf_unprintable_character_in = /** @type {(inputs: Main_Pdf_Unprintable_Character_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.char}" (${i?.code}) en ${i?.where}`)
};

const en_xa2_main_pdf_unprintable_character_in = /** @type {(inputs: Main_Pdf_Unprintable_Character_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`["${i?.char}" (${i?.code}) íñ ${i?.where} ·~ ]`)
};

/**
* | output |
* | --- |
* | "\"{char}\" ({code}) in {where}" |
*
* @param {Main_Pdf_Unprintable_Character_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_unprintable_character_in = /** @type {((inputs: Main_Pdf_Unprintable_Character_InInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Pdf_Unprintable_Character_InInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_pdf_unprintable_character_in(inputs)
	if (locale === "en-XA") return en_xa2_main_pdf_unprintable_character_in(inputs)
	return en_main_pdf_unprintable_character_in(inputs)
});