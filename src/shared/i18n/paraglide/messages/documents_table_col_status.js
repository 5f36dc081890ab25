/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Table_Col_StatusInputs */

const en_documents_table_col_status = /** @type {(inputs: Documents_Table_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const es_documents_table_col_status = /** @type {(inputs: Documents_Table_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

const en_xa2_documents_table_col_status = /** @type {(inputs: Documents_Table_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţúš ·~]`)
};

/**
* | output |
* | --- |
* | "Status" |
*
* @param {Documents_Table_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_table_col_status = /** @type {((inputs?: Documents_Table_Col_StatusInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Table_Col_StatusInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_table_col_status(inputs)
	if (locale === "en-XA") return en_xa2_documents_table_col_status(inputs)
	return en_documents_table_col_status(inputs)
});