/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Picker_Col_ActionsInputs */

const en_documents_picker_col_actions = /** @type {(inputs: Documents_Picker_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

const es_documents_picker_col_actions = /** @type {(inputs: Documents_Picker_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acciones`)
};

const en_xa2_documents_picker_col_actions = /** @type {(inputs: Documents_Picker_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíóñš ·~]`)
};

/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Documents_Picker_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_col_actions = /** @type {((inputs?: Documents_Picker_Col_ActionsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Picker_Col_ActionsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_picker_col_actions(inputs)
	if (locale === "en-XA") return en_xa2_documents_picker_col_actions(inputs)
	return en_documents_picker_col_actions(inputs)
});