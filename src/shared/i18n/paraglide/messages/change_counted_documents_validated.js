/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_ValidatedInputs */

const en_change_counted_documents_validated = /** @type {(inputs: Change_Counted_Documents_ValidatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} document validated`);
	return /** @type {LocalizedString} */ (`${i?.count} documents validated`)
	
};

const es_change_counted_documents_validated = /** @type {(inputs: Change_Counted_Documents_ValidatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} documento validado`);
	return /** @type {LocalizedString} */ (`${i?.count} documentos validados`)
	
};

const en_xa2_change_counted_documents_validated = /** @type {(inputs: Change_Counted_Documents_ValidatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ðóçúɱéñţ ṽáļíðáţéð ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ðóçúɱéñţš ṽáļíðáţéð ·~ ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} document validated" |
* | * | "{count} documents validated" |
*
* @param {Change_Counted_Documents_ValidatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_documents_validated = /** @type {((inputs: Change_Counted_Documents_ValidatedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_Documents_ValidatedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_change_counted_documents_validated(inputs)
	if (locale === "en-XA") return en_xa2_change_counted_documents_validated(inputs)
	return en_change_counted_documents_validated(inputs)
});