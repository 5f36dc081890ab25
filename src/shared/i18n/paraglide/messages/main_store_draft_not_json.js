/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ key: NonNullable<unknown> }} Main_Store_Draft_Not_JsonInputs */

const en_main_store_draft_not_json = /** @type {(inputs: Main_Store_Draft_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The draft of ${i?.key} is not JSON data.`)
};

const es_main_store_draft_not_json = /** @type {(inputs: Main_Store_Draft_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El borrador de ${i?.key} no son datos JSON.`)
};

const en_xa2_main_store_draft_not_json = /** @type {(inputs: Main_Store_Draft_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðŕáƒţ óƒ ${i?.key} íš ñóţ ĴŠÓÑ ðáţá. ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The draft of {key} is not JSON data." |
*
* @param {Main_Store_Draft_Not_JsonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_draft_not_json = /** @type {((inputs: Main_Store_Draft_Not_JsonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Draft_Not_JsonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_draft_not_json(inputs)
	if (locale === "en-XA") return en_xa2_main_store_draft_not_json(inputs)
	return en_main_store_draft_not_json(inputs)
});