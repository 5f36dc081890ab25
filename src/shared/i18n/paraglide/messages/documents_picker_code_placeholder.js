/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Picker_Code_PlaceholderInputs */

const en_documents_picker_code_placeholder = /** @type {(inputs: Documents_Picker_Code_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave empty for the most recent shipments`)
};

const es_documents_picker_code_placeholder = /** @type {(inputs: Documents_Picker_Code_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déjelo vacío para ver los envíos más recientes`)
};

const en_xa2_documents_picker_code_placeholder = /** @type {(inputs: Documents_Picker_Code_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļéáṽé éɱþţý ƒóŕ ţĥé ɱóšţ ŕéçéñţ šĥíþɱéñţš ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Leave empty for the most recent shipments" |
*
* @param {Documents_Picker_Code_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_code_placeholder = /** @type {((inputs?: Documents_Picker_Code_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Picker_Code_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_picker_code_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_documents_picker_code_placeholder(inputs)
	return en_documents_picker_code_placeholder(inputs)
});