/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Progress_TextInputs */

const en_documents_progress_text = /** @type {(inputs: Documents_Progress_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`required documents uploaded`);
	return /** @type {LocalizedString} */ (`required documents uploaded`)
	
};

const es_documents_progress_text = /** @type {(inputs: Documents_Progress_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`documento obligatorio subido`);
	return /** @type {LocalizedString} */ (`documentos obligatorios subidos`)
	
};

const en_xa2_documents_progress_text = /** @type {(inputs: Documents_Progress_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[ŕéǫúíŕéð ðóçúɱéñţš úþļóáðéð ·~ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[ŕéǫúíŕéð ðóçúɱéñţš úþļóáðéð ·~ ·~ ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "required documents uploaded" |
* | * | "required documents uploaded" |
*
* @param {Documents_Progress_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_progress_text = /** @type {((inputs: Documents_Progress_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Progress_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_progress_text(inputs)
	if (locale === "en-XA") return en_xa2_documents_progress_text(inputs)
	return en_documents_progress_text(inputs)
});