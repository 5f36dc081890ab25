/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Picker_Col_TypeInputs */

const en_documents_picker_col_type = /** @type {(inputs: Documents_Picker_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

const es_documents_picker_col_type = /** @type {(inputs: Documents_Picker_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

const en_xa2_documents_picker_col_type = /** @type {(inputs: Documents_Picker_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé ·]`)
};

/**
* | output |
* | --- |
* | "Type" |
*
* @param {Documents_Picker_Col_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_col_type = /** @type {((inputs?: Documents_Picker_Col_TypeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Picker_Col_TypeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_picker_col_type(inputs)
	if (locale === "en-XA") return en_xa2_documents_picker_col_type(inputs)
	return en_documents_picker_col_type(inputs)
});