/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Store_Record_Document_FilesInputs */

const en_store_record_document_files = /** @type {(inputs: Store_Record_Document_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`document files kept to open offline (download them again)`)
};

const es_store_record_document_files = /** @type {(inputs: Store_Record_Document_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`archivos de documentos guardados para abrir sin conexión (vuelva a descargarlos)`)
};

const en_xa2_store_record_document_files = /** @type {(inputs: Store_Record_Document_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ðóçúɱéñţ ƒíļéš ķéþţ ţó óþéñ óƒƒļíñé (ðóŵñļóáð ţĥéɱ áĝáíñ) ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "document files kept to open offline (download them again)" |
*
* @param {Store_Record_Document_FilesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_record_document_files = /** @type {((inputs?: Store_Record_Document_FilesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Record_Document_FilesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_store_record_document_files(inputs)
	if (locale === "en-XA") return en_xa2_store_record_document_files(inputs)
	return en_store_record_document_files(inputs)
});