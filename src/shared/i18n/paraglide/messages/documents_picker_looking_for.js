/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ searched: NonNullable<unknown> }} Documents_Picker_Looking_ForInputs */

const en_documents_picker_looking_for = /** @type {(inputs: Documents_Picker_Looking_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Looking for ${i?.searched}…`)
};

const es_documents_picker_looking_for = /** @type {(inputs: Documents_Picker_Looking_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buscando ${i?.searched}…`)
};

const en_xa2_documents_picker_looking_for = /** @type {(inputs: Documents_Picker_Looking_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļóóķíñĝ ƒóŕ ${i?.searched}… ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Looking for {searched}…" |
*
* @param {Documents_Picker_Looking_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_looking_for = /** @type {((inputs: Documents_Picker_Looking_ForInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Picker_Looking_ForInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_picker_looking_for(inputs)
	if (locale === "en-XA") return en_xa2_documents_picker_looking_for(inputs)
	return en_documents_picker_looking_for(inputs)
});