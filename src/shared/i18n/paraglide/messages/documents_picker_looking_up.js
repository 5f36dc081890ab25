/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Picker_Looking_UpInputs */

const en_documents_picker_looking_up = /** @type {(inputs: Documents_Picker_Looking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Looking up the shipment…`)
};

const es_documents_picker_looking_up = /** @type {(inputs: Documents_Picker_Looking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando el envío…`)
};

const en_xa2_documents_picker_looking_up = /** @type {(inputs: Documents_Picker_Looking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóóķíñĝ úþ ţĥé šĥíþɱéñţ… ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Looking up the shipment…" |
*
* @param {Documents_Picker_Looking_UpInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_looking_up = /** @type {((inputs?: Documents_Picker_Looking_UpInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Picker_Looking_UpInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_picker_looking_up(inputs)
	if (locale === "en-XA") return en_xa2_documents_picker_looking_up(inputs)
	return en_documents_picker_looking_up(inputs)
});