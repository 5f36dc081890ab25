/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Choose_FilesInputs */

const en_documents_choose_files = /** @type {(inputs: Documents_Choose_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose files…`)
};

const es_documents_choose_files = /** @type {(inputs: Documents_Choose_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir archivos…`)
};

const en_xa2_documents_choose_files = /** @type {(inputs: Documents_Choose_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé ƒíļéš… ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Choose files…" |
*
* @param {Documents_Choose_FilesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_choose_files = /** @type {((inputs?: Documents_Choose_FilesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Choose_FilesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_choose_files(inputs)
	if (locale === "en-XA") return en_xa2_documents_choose_files(inputs)
	return en_documents_choose_files(inputs)
});