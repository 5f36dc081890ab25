/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, extension: NonNullable<unknown> }} Documents_Template_FileInputs */

const en_documents_template_file = /** @type {(inputs: Documents_Template_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} template.${i?.extension}`)
};

const es_documents_template_file = /** @type {(inputs: Documents_Template_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plantilla ${i?.name}.${i?.extension}`)
};

const en_xa2_documents_template_file = /** @type {(inputs: Documents_Template_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} ţéɱþļáţé.${i?.extension} ·~ ]`)
};

/**
* | output |
* | --- |
* | "{name} template.{extension}" |
*
* @param {Documents_Template_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_template_file = /** @type {((inputs: Documents_Template_FileInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Template_FileInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_template_file(inputs)
	if (locale === "en-XA") return en_xa2_documents_template_file(inputs)
	return en_documents_template_file(inputs)
});