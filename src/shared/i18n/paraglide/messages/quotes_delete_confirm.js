/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Delete_ConfirmInputs */

const en_quotes_delete_confirm = /** @type {(inputs: Quotes_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete quote`)
};

const es_quotes_delete_confirm = /** @type {(inputs: Quotes_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar cotización`)
};

const en_xa2_quotes_delete_confirm = /** @type {(inputs: Quotes_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ǫúóţé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Delete quote" |
*
* @param {Quotes_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_delete_confirm = /** @type {((inputs?: Quotes_Delete_ConfirmInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Delete_ConfirmInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_delete_confirm(inputs)
	if (locale === "en-XA") return en_xa2_quotes_delete_confirm(inputs)
	return en_quotes_delete_confirm(inputs)
});