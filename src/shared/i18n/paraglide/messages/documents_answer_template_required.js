/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Answer_Template_RequiredInputs */

const en_documents_answer_template_required = /** @type {(inputs: Documents_Answer_Template_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose which of the shipment’s documents this file is: the service needs it`)
};

const es_documents_answer_template_required = /** @type {(inputs: Documents_Answer_Template_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija qué documento del envío es este archivo: el servicio lo necesita`)
};

const en_xa2_documents_answer_template_required = /** @type {(inputs: Documents_Answer_Template_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé ŵĥíçĥ óƒ ţĥé šĥíþɱéñţ’š ðóçúɱéñţš ţĥíš ƒíļé íš: ţĥé šéŕṽíçé ñééðš íţ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Choose which of the shipment’s documents this file is: the service needs it" |
*
* @param {Documents_Answer_Template_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_answer_template_required = /** @type {((inputs?: Documents_Answer_Template_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Answer_Template_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_answer_template_required(inputs)
	if (locale === "en-XA") return en_xa2_documents_answer_template_required(inputs)
	return en_documents_answer_template_required(inputs)
});