/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Upload_FilesInputs */

const en_documents_upload_files = /** @type {(inputs: Documents_Upload_FilesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Upload ${i?.shown} file`);
	return /** @type {LocalizedString} */ (`Upload ${i?.shown} files`)
	
};

const es_documents_upload_files = /** @type {(inputs: Documents_Upload_FilesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Subir ${i?.shown} archivo`);
	return /** @type {LocalizedString} */ (`Subir ${i?.shown} archivos`)
	
};

const en_xa2_documents_upload_files = /** @type {(inputs: Documents_Upload_FilesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Úþļóáð ${i?.shown} ƒíļé ·~ ·]`);
	return /** @type {LocalizedString} */ (`[Úþļóáð ${i?.shown} ƒíļéš ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Upload {shown} file" |
* | * | "Upload {shown} files" |
*
* @param {Documents_Upload_FilesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_upload_files = /** @type {((inputs: Documents_Upload_FilesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Upload_FilesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_upload_files(inputs)
	if (locale === "en-XA") return en_xa2_documents_upload_files(inputs)
	return en_documents_upload_files(inputs)
});