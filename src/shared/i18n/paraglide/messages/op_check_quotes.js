/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Check_QuotesInputs */

const en_op_check_quotes = /** @type {(inputs: Op_Check_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the saved quotes (Quotes)`)
};

const es_op_check_quotes = /** @type {(inputs: Op_Check_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`las cotizaciones guardadas (Cotizaciones)`)
};

const en_xa2_op_check_quotes = /** @type {(inputs: Op_Check_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šáṽéð ǫúóţéš (Ǫúóţéš) ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "the saved quotes (Quotes)" |
*
* @param {Op_Check_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_quotes = /** @type {((inputs?: Op_Check_QuotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Check_QuotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_check_quotes(inputs)
	if (locale === "en-XA") return en_xa2_op_check_quotes(inputs)
	return en_op_check_quotes(inputs)
});