/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Documents_Drop_RowInputs */

const en_documents_drop_row = /** @type {(inputs: Documents_Drop_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Drop to upload as ${i?.name}`)
};

const es_documents_drop_row = /** @type {(inputs: Documents_Drop_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suelte para subirlo como ${i?.name}`)
};

const en_xa2_documents_drop_row = /** @type {(inputs: Documents_Drop_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðŕóþ ţó úþļóáð áš ${i?.name} ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Drop to upload as {name}" |
*
* @param {Documents_Drop_RowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_drop_row = /** @type {((inputs: Documents_Drop_RowInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Drop_RowInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_drop_row(inputs)
	if (locale === "en-XA") return en_xa2_documents_drop_row(inputs)
	return en_documents_drop_row(inputs)
});