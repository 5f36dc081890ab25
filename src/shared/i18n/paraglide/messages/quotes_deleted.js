/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ carrier: NonNullable<unknown> }} Quotes_DeletedInputs */

const en_quotes_deleted = /** @type {(inputs: Quotes_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quote from ${i?.carrier} deleted.`)
};

const es_quotes_deleted = /** @type {(inputs: Quotes_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cotización de ${i?.carrier} borrada.`)
};

const en_xa2_quotes_deleted = /** @type {(inputs: Quotes_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ǫúóţé ƒŕóɱ ${i?.carrier} ðéļéţéð. ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Quote from {carrier} deleted." |
*
* @param {Quotes_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_deleted = /** @type {((inputs: Quotes_DeletedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_DeletedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_deleted(inputs)
	if (locale === "en-XA") return en_xa2_quotes_deleted(inputs)
	return en_quotes_deleted(inputs)
});