/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Table_Col_ObservationsInputs */

const en_documents_table_col_observations = /** @type {(inputs: Documents_Table_Col_ObservationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Observations`)
};

const es_documents_table_col_observations = /** @type {(inputs: Documents_Table_Col_ObservationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Observaciones`)
};

const en_xa2_documents_table_col_observations = /** @type {(inputs: Documents_Table_Col_ObservationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óƀšéŕṽáţíóñš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Observations" |
*
* @param {Documents_Table_Col_ObservationsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_table_col_observations = /** @type {((inputs?: Documents_Table_Col_ObservationsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Table_Col_ObservationsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_table_col_observations(inputs)
	if (locale === "en-XA") return en_xa2_documents_table_col_observations(inputs)
	return en_documents_table_col_observations(inputs)
});