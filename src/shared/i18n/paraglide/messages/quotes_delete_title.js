/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Delete_TitleInputs */

const en_quotes_delete_title = /** @type {(inputs: Quotes_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this quote?`)
};

const es_quotes_delete_title = /** @type {(inputs: Quotes_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Borrar esta cotización?`)
};

const en_xa2_quotes_delete_title = /** @type {(inputs: Quotes_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ţĥíš ǫúóţé? ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Delete this quote?" |
*
* @param {Quotes_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_delete_title = /** @type {((inputs?: Quotes_Delete_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Delete_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_delete_title(inputs)
	if (locale === "en-XA") return en_xa2_quotes_delete_title(inputs)
	return en_quotes_delete_title(inputs)
});