/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ extension: NonNullable<unknown>, accepted: NonNullable<unknown> }} Documents_Answer_ExtensionInputs */

const en_documents_answer_extension = /** @type {(inputs: Documents_Answer_ExtensionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service does not accept .${i?.extension} files; it accepts ${i?.accepted}`)
};

const es_documents_answer_extension = /** @type {(inputs: Documents_Answer_ExtensionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio no acepta archivos .${i?.extension}; acepta ${i?.accepted}`)
};

const en_xa2_documents_answer_extension = /** @type {(inputs: Documents_Answer_ExtensionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ðóéš ñóţ áççéþţ .${i?.extension} ƒíļéš; íţ áççéþţš ${i?.accepted} ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The service does not accept .{extension} files; it accepts {accepted}" |
*
* @param {Documents_Answer_ExtensionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_answer_extension = /** @type {((inputs: Documents_Answer_ExtensionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Answer_ExtensionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_answer_extension(inputs)
	if (locale === "en-XA") return en_xa2_documents_answer_extension(inputs)
	return en_documents_answer_extension(inputs)
});