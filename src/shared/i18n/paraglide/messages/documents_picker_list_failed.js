/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Picker_List_FailedInputs */

const en_documents_picker_list_failed = /** @type {(inputs: Documents_Picker_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not list shipments`)
};

const es_documents_picker_list_failed = /** @type {(inputs: Documents_Picker_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron listar los envíos`)
};

const en_xa2_documents_picker_list_failed = /** @type {(inputs: Documents_Picker_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ļíšţ šĥíþɱéñţš ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not list shipments" |
*
* @param {Documents_Picker_List_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_list_failed = /** @type {((inputs?: Documents_Picker_List_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Picker_List_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_picker_list_failed(inputs)
	if (locale === "en-XA") return en_xa2_documents_picker_list_failed(inputs)
	return en_documents_picker_list_failed(inputs)
});