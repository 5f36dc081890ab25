/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Picker_Code_LabelInputs */

const en_documents_picker_code_label = /** @type {(inputs: Documents_Picker_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipment code`)
};

const es_documents_picker_code_label = /** @type {(inputs: Documents_Picker_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código del envío`)
};

const en_xa2_documents_picker_code_label = /** @type {(inputs: Documents_Picker_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ çóðé ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Shipment code" |
*
* @param {Documents_Picker_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_code_label = /** @type {((inputs?: Documents_Picker_Code_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Picker_Code_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_picker_code_label(inputs)
	if (locale === "en-XA") return en_xa2_documents_picker_code_label(inputs)
	return en_documents_picker_code_label(inputs)
});