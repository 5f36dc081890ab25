/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_ChangedInputs */

const en_change_counted_documents_changed = /** @type {(inputs: Change_Counted_Documents_ChangedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} document changed`);
	return /** @type {LocalizedString} */ (`${i?.count} documents changed`)
	
};

const es_change_counted_documents_changed = /** @type {(inputs: Change_Counted_Documents_ChangedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} documento cambiado`);
	return /** @type {LocalizedString} */ (`${i?.count} documentos cambiados`)
	
};

const en_xa2_change_counted_documents_changed = /** @type {(inputs: Change_Counted_Documents_ChangedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ðóçúɱéñţ çĥáñĝéð ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.count} ðóçúɱéñţš çĥáñĝéð ·~ ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} document changed" |
* | * | "{count} documents changed" |
*
* @param {Change_Counted_Documents_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_documents_changed = /** @type {((inputs: Change_Counted_Documents_ChangedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_Documents_ChangedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_change_counted_documents_changed(inputs)
	if (locale === "en-XA") return en_xa2_change_counted_documents_changed(inputs)
	return en_change_counted_documents_changed(inputs)
});