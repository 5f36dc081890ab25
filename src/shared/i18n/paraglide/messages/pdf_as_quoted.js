/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_As_QuotedInputs */

const en_pdf_as_quoted = /** @type {(inputs: Pdf_As_QuotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As quoted`)
};

const es_pdf_as_quoted = /** @type {(inputs: Pdf_As_QuotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Según cotización`)
};

const en_xa2_pdf_as_quoted = /** @type {(inputs: Pdf_As_QuotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áš ǫúóţéð ·~ ]`)
};

/**
* | output |
* | --- |
* | "As quoted" |
*
* @param {Pdf_As_QuotedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_as_quoted = /** @type {((inputs?: Pdf_As_QuotedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_As_QuotedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_as_quoted(inputs)
	if (locale === "en-XA") return en_xa2_pdf_as_quoted(inputs)
	return en_pdf_as_quoted(inputs)
});