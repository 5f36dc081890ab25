/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Picker_ShowInputs */

const en_documents_picker_show = /** @type {(inputs: Documents_Picker_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show documents`)
};

const es_documents_picker_show = /** @type {(inputs: Documents_Picker_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver documentos`)
};

const en_xa2_documents_picker_show = /** @type {(inputs: Documents_Picker_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ ðóçúɱéñţš ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Show documents" |
*
* @param {Documents_Picker_ShowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_show = /** @type {((inputs?: Documents_Picker_ShowInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Picker_ShowInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_picker_show(inputs)
	if (locale === "en-XA") return en_xa2_documents_picker_show(inputs)
	return en_documents_picker_show(inputs)
});