/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Panel_DescriptionInputs */

const en_documents_panel_description = /** @type {(inputs: Documents_Panel_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drop a file on a document to upload it there, or drop several anywhere on this panel and choose where each goes.`)
};

const es_documents_panel_description = /** @type {(inputs: Documents_Panel_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suelte un archivo sobre un documento para subirlo ahí, o suelte varios en cualquier parte de este panel y elija a dónde va cada uno.`)
};

const en_xa2_documents_panel_description = /** @type {(inputs: Documents_Panel_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðŕóþ á ƒíļé óñ á ðóçúɱéñţ ţó úþļóáð íţ ţĥéŕé, óŕ ðŕóþ šéṽéŕáļ áñýŵĥéŕé óñ ţĥíš þáñéļ áñð çĥóóšé ŵĥéŕé éáçĥ ĝóéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Drop a file on a document to upload it there, or drop several anywhere on this panel and choose where each goes." |
*
* @param {Documents_Panel_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_panel_description = /** @type {((inputs?: Documents_Panel_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Panel_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_panel_description(inputs)
	if (locale === "en-XA") return en_xa2_documents_panel_description(inputs)
	return en_documents_panel_description(inputs)
});