/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Csv_Quote_Not_ClosedInputs */

const en_tariffs_csv_quote_not_closed = /** @type {(inputs: Tariffs_Csv_Quote_Not_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a quoted field is not closed on its line`)
};

const es_tariffs_csv_quote_not_closed = /** @type {(inputs: Tariffs_Csv_Quote_Not_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un campo entre comillas no se cierra en su línea`)
};

const en_xa2_tariffs_csv_quote_not_closed = /** @type {(inputs: Tariffs_Csv_Quote_Not_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ǫúóţéð ƒíéļð íš ñóţ çļóšéð óñ íţš ļíñé ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "a quoted field is not closed on its line" |
*
* @param {Tariffs_Csv_Quote_Not_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_quote_not_closed = /** @type {((inputs?: Tariffs_Csv_Quote_Not_ClosedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Csv_Quote_Not_ClosedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_csv_quote_not_closed(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_csv_quote_not_closed(inputs)
	return en_tariffs_csv_quote_not_closed(inputs)
});