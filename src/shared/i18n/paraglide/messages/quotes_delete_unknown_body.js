/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quote: NonNullable<unknown> }} Quotes_Delete_Unknown_BodyInputs */

const en_quotes_delete_unknown_body = /** @type {(inputs: Quotes_Delete_Unknown_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The list below was read again: if the quote (${i?.quote}) is still listed, it was not deleted.`)
};

const es_quotes_delete_unknown_body = /** @type {(inputs: Quotes_Delete_Unknown_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se volvió a leer la lista de abajo: si la cotización (${i?.quote}) sigue en ella, no se borró.`)
};

const en_xa2_quotes_delete_unknown_body = /** @type {(inputs: Quotes_Delete_Unknown_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļíšţ ƀéļóŵ ŵáš ŕéáð áĝáíñ: íƒ ţĥé ǫúóţé (${i?.quote}) íš šţíļļ ļíšţéð, íţ ŵáš ñóţ ðéļéţéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The list below was read again: if the quote ({quote}) is still listed, it was not deleted." |
*
* @param {Quotes_Delete_Unknown_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_delete_unknown_body = /** @type {((inputs: Quotes_Delete_Unknown_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Delete_Unknown_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_delete_unknown_body(inputs)
	if (locale === "en-XA") return en_xa2_quotes_delete_unknown_body(inputs)
	return en_quotes_delete_unknown_body(inputs)
});