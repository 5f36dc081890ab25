/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_No_ExpiryInputs */

const en_pdf_no_expiry = /** @type {(inputs: Pdf_No_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No expiry given`)
};

const es_pdf_no_expiry = /** @type {(inputs: Pdf_No_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin caducidad indicada`)
};

const en_xa2_pdf_no_expiry = /** @type {(inputs: Pdf_No_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó éẋþíŕý ĝíṽéñ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "No expiry given" |
*
* @param {Pdf_No_ExpiryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_no_expiry = /** @type {((inputs?: Pdf_No_ExpiryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_No_ExpiryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_no_expiry(inputs)
	if (locale === "en-XA") return en_xa2_pdf_no_expiry(inputs)
	return en_pdf_no_expiry(inputs)
});