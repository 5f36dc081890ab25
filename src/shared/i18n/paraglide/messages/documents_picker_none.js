/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Picker_NoneInputs */

const en_documents_picker_none = /** @type {(inputs: Documents_Picker_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No shipments yet`)
};

const es_documents_picker_none = /** @type {(inputs: Documents_Picker_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay envíos`)
};

const en_xa2_documents_picker_none = /** @type {(inputs: Documents_Picker_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó šĥíþɱéñţš ýéţ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "No shipments yet" |
*
* @param {Documents_Picker_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_none = /** @type {((inputs?: Documents_Picker_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Picker_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_picker_none(inputs)
	if (locale === "en-XA") return en_xa2_documents_picker_none(inputs)
	return en_documents_picker_none(inputs)
});