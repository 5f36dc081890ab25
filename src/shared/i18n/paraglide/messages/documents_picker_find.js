/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Picker_FindInputs */

const en_documents_picker_find = /** @type {(inputs: Documents_Picker_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find`)
};

const es_documents_picker_find = /** @type {(inputs: Documents_Picker_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar`)
};

const en_xa2_documents_picker_find = /** @type {(inputs: Documents_Picker_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñð ·]`)
};

/**
* | output |
* | --- |
* | "Find" |
*
* @param {Documents_Picker_FindInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_find = /** @type {((inputs?: Documents_Picker_FindInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Picker_FindInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_picker_find(inputs)
	if (locale === "en-XA") return en_xa2_documents_picker_find(inputs)
	return en_documents_picker_find(inputs)
});