/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Picker_None_TextInputs */

const en_documents_picker_none_text = /** @type {(inputs: Documents_Picker_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipments appear here once they are booked.`)
};

const es_documents_picker_none_text = /** @type {(inputs: Documents_Picker_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los envíos aparecen aquí una vez reservados.`)
};

const en_xa2_documents_picker_none_text = /** @type {(inputs: Documents_Picker_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţš áþþéáŕ ĥéŕé óñçé ţĥéý áŕé ƀóóķéð. ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Shipments appear here once they are booked." |
*
* @param {Documents_Picker_None_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_none_text = /** @type {((inputs?: Documents_Picker_None_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Picker_None_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_picker_none_text(inputs)
	if (locale === "en-XA") return en_xa2_documents_picker_none_text(inputs)
	return en_documents_picker_none_text(inputs)
});