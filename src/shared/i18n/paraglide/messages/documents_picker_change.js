/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Picker_ChangeInputs */

const en_documents_picker_change = /** @type {(inputs: Documents_Picker_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change shipment`)
};

const es_documents_picker_change = /** @type {(inputs: Documents_Picker_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar de envío`)
};

const en_xa2_documents_picker_change = /** @type {(inputs: Documents_Picker_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé šĥíþɱéñţ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Change shipment" |
*
* @param {Documents_Picker_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_change = /** @type {((inputs?: Documents_Picker_ChangeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Picker_ChangeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_picker_change(inputs)
	if (locale === "en-XA") return en_xa2_documents_picker_change(inputs)
	return en_documents_picker_change(inputs)
});