/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Reload_ChecklistInputs */

const en_documents_reload_checklist = /** @type {(inputs: Documents_Reload_ChecklistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload the checklist`)
};

const es_documents_reload_checklist = /** @type {(inputs: Documents_Reload_ChecklistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recargar la lista`)
};

const en_xa2_documents_reload_checklist = /** @type {(inputs: Documents_Reload_ChecklistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéļóáð ţĥé çĥéçķļíšţ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Reload the checklist" |
*
* @param {Documents_Reload_ChecklistInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_reload_checklist = /** @type {((inputs?: Documents_Reload_ChecklistInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Reload_ChecklistInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_reload_checklist(inputs)
	if (locale === "en-XA") return en_xa2_documents_reload_checklist(inputs)
	return en_documents_reload_checklist(inputs)
});