/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Picker_Most_RecentInputs */

const en_documents_picker_most_recent = /** @type {(inputs: Documents_Picker_Most_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most recent pick-ups first`)
};

const es_documents_picker_most_recent = /** @type {(inputs: Documents_Picker_Most_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero las recogidas más recientes`)
};

const en_xa2_documents_picker_most_recent = /** @type {(inputs: Documents_Picker_Most_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁóšţ ŕéçéñţ þíçķ-úþš ƒíŕšţ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Most recent pick-ups first" |
*
* @param {Documents_Picker_Most_RecentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_most_recent = /** @type {((inputs?: Documents_Picker_Most_RecentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Picker_Most_RecentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_picker_most_recent(inputs)
	if (locale === "en-XA") return en_xa2_documents_picker_most_recent(inputs)
	return en_documents_picker_most_recent(inputs)
});