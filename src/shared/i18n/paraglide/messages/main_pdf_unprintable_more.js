/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Main_Pdf_Unprintable_MoreInputs */

const en_main_pdf_unprintable_more = /** @type {(inputs: Main_Pdf_Unprintable_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` and ${i?.count} more`)
};

const es_main_pdf_unprintable_more = /** @type {(inputs: Main_Pdf_Unprintable_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` y ${i?.count} más`)
};

const en_xa2_main_pdf_unprintable_more = /** @type {(inputs: Main_Pdf_Unprintable_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ áñð ${i?.count} ɱóŕé ·~ ]`)
};

/**
* | output |
* | --- |
* | "and {count} more" |
*
* @param {Main_Pdf_Unprintable_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_unprintable_more = /** @type {((inputs: Main_Pdf_Unprintable_MoreInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Pdf_Unprintable_MoreInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_pdf_unprintable_more(inputs)
	if (locale === "en-XA") return en_xa2_main_pdf_unprintable_more(inputs)
	return en_main_pdf_unprintable_more(inputs)
});