/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_UploadedInputs */

const en_change_counted_documents_uploaded = /** @type {(inputs: Change_Counted_Documents_UploadedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} document uploaded`);
	return /** @type {LocalizedString} */ (`${i?.count} documents uploaded`)
	
};

const es_change_counted_documents_uploaded = /** @type {(inputs: Change_Counted_Documents_UploadedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} documento subido`);
	return /** @type {LocalizedString} */ (`${i?.count} documentos subidos`)
	
};

const en_xa2_change_counted_documents_uploaded = /** @type {(inputs: Change_Counted_Documents_UploadedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ðóçúɱéñţ úþļóáðéð ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ðóçúɱéñţš úþļóáðéð ·~ ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} document uploaded" |
* | * | "{count} documents uploaded" |
*
* @param {Change_Counted_Documents_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_documents_uploaded = /** @type {((inputs: Change_Counted_Documents_UploadedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_Documents_UploadedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_change_counted_documents_uploaded(inputs)
	if (locale === "en-XA") return en_xa2_change_counted_documents_uploaded(inputs)
	return en_change_counted_documents_uploaded(inputs)
});