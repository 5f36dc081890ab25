/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ searched: NonNullable<unknown> }} Documents_Picker_Caption_SearchInputs */

const en_documents_picker_caption_search = /** @type {(inputs: Documents_Picker_Caption_SearchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shipments matching ${i?.searched}`)
};

const es_documents_picker_caption_search = /** @type {(inputs: Documents_Picker_Caption_SearchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Envíos que coinciden con ${i?.searched}`)
};

const en_xa2_documents_picker_caption_search = /** @type {(inputs: Documents_Picker_Caption_SearchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţš ɱáţçĥíñĝ ${i?.searched} ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Shipments matching {searched}" |
*
* @param {Documents_Picker_Caption_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_caption_search = /** @type {((inputs: Documents_Picker_Caption_SearchInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Picker_Caption_SearchInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_picker_caption_search(inputs)
	if (locale === "en-XA") return en_xa2_documents_picker_caption_search(inputs)
	return en_documents_picker_caption_search(inputs)
});