/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Picker_Caption_RecentInputs */

const en_documents_picker_caption_recent = /** @type {(inputs: Documents_Picker_Caption_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent shipments`)
};

const es_documents_picker_caption_recent = /** @type {(inputs: Documents_Picker_Caption_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíos recientes`)
};

const en_xa2_documents_picker_caption_recent = /** @type {(inputs: Documents_Picker_Caption_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéçéñţ šĥíþɱéñţš ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Recent shipments" |
*
* @param {Documents_Picker_Caption_RecentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_caption_recent = /** @type {((inputs?: Documents_Picker_Caption_RecentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Picker_Caption_RecentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_picker_caption_recent(inputs)
	if (locale === "en-XA") return en_xa2_documents_picker_caption_recent(inputs)
	return en_documents_picker_caption_recent(inputs)
});