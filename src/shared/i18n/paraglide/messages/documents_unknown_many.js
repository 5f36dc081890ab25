/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Unknown_ManyInputs */

const en_documents_unknown_many = /** @type {(inputs: Documents_Unknown_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} file may or may not have been uploaded`);
	return /** @type {LocalizedString} */ (`${i?.shown} files may or may not have been uploaded`)
	
};

const es_documents_unknown_many = /** @type {(inputs: Documents_Unknown_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`puede que ${i?.shown} archivo se haya subido o no`);
	return /** @type {LocalizedString} */ (`puede que ${i?.shown} archivos se hayan subido o no`)
	
};

const en_xa2_documents_unknown_many = /** @type {(inputs: Documents_Unknown_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ƒíļé ɱáý óŕ ɱáý ñóţ ĥáṽé ƀééñ úþļóáðéð ·~ ·~ ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ƒíļéš ɱáý óŕ ɱáý ñóţ ĥáṽé ƀééñ úþļóáðéð ·~ ·~ ·~ ·~ ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} file may or may not have been uploaded" |
* | * | "{shown} files may or may not have been uploaded" |
*
* @param {Documents_Unknown_ManyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_unknown_many = /** @type {((inputs: Documents_Unknown_ManyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Unknown_ManyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_unknown_many(inputs)
	if (locale === "en-XA") return en_xa2_documents_unknown_many(inputs)
	return en_documents_unknown_many(inputs)
});