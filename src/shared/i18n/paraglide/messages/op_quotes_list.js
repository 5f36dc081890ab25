/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Quotes_ListInputs */

const en_op_quotes_list = /** @type {(inputs: Op_Quotes_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List saved quotes`)
};

const es_op_quotes_list = /** @type {(inputs: Op_Quotes_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listar las cotizaciones guardadas`)
};

const en_xa2_op_quotes_list = /** @type {(inputs: Op_Quotes_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíšţ šáṽéð ǫúóţéš ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "List saved quotes" |
*
* @param {Op_Quotes_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_quotes_list = /** @type {((inputs?: Op_Quotes_ListInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Quotes_ListInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_quotes_list(inputs)
	if (locale === "en-XA") return en_xa2_op_quotes_list(inputs)
	return en_op_quotes_list(inputs)
});