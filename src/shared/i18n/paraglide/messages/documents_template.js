/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_TemplateInputs */

const en_documents_template = /** @type {(inputs: Documents_TemplateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Template`)
};

const es_documents_template = /** @type {(inputs: Documents_TemplateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plantilla`)
};

const en_xa2_documents_template = /** @type {(inputs: Documents_TemplateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéɱþļáţé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Template" |
*
* @param {Documents_TemplateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_template = /** @type {((inputs?: Documents_TemplateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_TemplateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_template(inputs)
	if (locale === "en-XA") return en_xa2_documents_template(inputs)
	return en_documents_template(inputs)
});