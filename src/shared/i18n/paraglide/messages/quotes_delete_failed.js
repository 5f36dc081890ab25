/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Delete_FailedInputs */

const en_quotes_delete_failed = /** @type {(inputs: Quotes_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not delete the quote`)
};

const es_quotes_delete_failed = /** @type {(inputs: Quotes_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo borrar la cotización`)
};

const en_xa2_quotes_delete_failed = /** @type {(inputs: Quotes_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ðéļéţé ţĥé ǫúóţé ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Could not delete the quote" |
*
* @param {Quotes_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_delete_failed = /** @type {((inputs?: Quotes_Delete_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Delete_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_delete_failed(inputs)
	if (locale === "en-XA") return en_xa2_quotes_delete_failed(inputs)
	return en_quotes_delete_failed(inputs)
});