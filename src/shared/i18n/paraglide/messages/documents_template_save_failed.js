/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Documents_Template_Save_FailedInputs */

const en_documents_template_save_failed = /** @type {(inputs: Documents_Template_Save_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the ${i?.name} template was not saved`)
};

const es_documents_template_save_failed = /** @type {(inputs: Documents_Template_Save_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La plantilla de ${i?.name} no se guardó`)
};

const en_xa2_documents_template_save_failed = /** @type {(inputs: Documents_Template_Save_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţĥé ${i?.name} ţéɱþļáţé ŵáš ñóţ šáṽéð ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "the {name} template was not saved" |
*
* @param {Documents_Template_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_template_save_failed = /** @type {((inputs: Documents_Template_Save_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Template_Save_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_template_save_failed(inputs)
	if (locale === "en-XA") return en_xa2_documents_template_save_failed(inputs)
	return en_documents_template_save_failed(inputs)
});