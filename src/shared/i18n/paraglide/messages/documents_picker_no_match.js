/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ searched: NonNullable<unknown> }} Documents_Picker_No_MatchInputs */

const en_documents_picker_no_match = /** @type {(inputs: Documents_Picker_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No shipment matches ${i?.searched}`)
};

const es_documents_picker_no_match = /** @type {(inputs: Documents_Picker_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ningún envío coincide con ${i?.searched}`)
};

const en_xa2_documents_picker_no_match = /** @type {(inputs: Documents_Picker_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó šĥíþɱéñţ ɱáţçĥéš ${i?.searched} ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "No shipment matches {searched}" |
*
* @param {Documents_Picker_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_no_match = /** @type {((inputs: Documents_Picker_No_MatchInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Picker_No_MatchInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_picker_no_match(inputs)
	if (locale === "en-XA") return en_xa2_documents_picker_no_match(inputs)
	return en_documents_picker_no_match(inputs)
});