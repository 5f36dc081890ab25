/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Documents_Picker_KeepInputs */

const en_documents_picker_keep = /** @type {(inputs: Documents_Picker_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keep ${i?.code}`)
};

const es_documents_picker_keep = /** @type {(inputs: Documents_Picker_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mantener ${i?.code}`)
};

const en_xa2_documents_picker_keep = /** @type {(inputs: Documents_Picker_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ķééþ ${i?.code} ·]`)
};

/**
* | output |
* | --- |
* | "Keep {code}" |
*
* @param {Documents_Picker_KeepInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_keep = /** @type {((inputs: Documents_Picker_KeepInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Picker_KeepInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_picker_keep(inputs)
	if (locale === "en-XA") return en_xa2_documents_picker_keep(inputs)
	return en_documents_picker_keep(inputs)
});