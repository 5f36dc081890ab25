/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Table_Col_DocumentInputs */

const en_documents_table_col_document = /** @type {(inputs: Documents_Table_Col_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Document`)
};

const es_documents_table_col_document = /** @type {(inputs: Documents_Table_Col_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documento`)
};

const en_xa2_documents_table_col_document = /** @type {(inputs: Documents_Table_Col_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóçúɱéñţ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Document" |
*
* @param {Documents_Table_Col_DocumentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_table_col_document = /** @type {((inputs?: Documents_Table_Col_DocumentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Table_Col_DocumentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_table_col_document(inputs)
	if (locale === "en-XA") return en_xa2_documents_table_col_document(inputs)
	return en_documents_table_col_document(inputs)
});